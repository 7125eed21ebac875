import { useForm } from "@mantine/form";
import { useEffect, useRef, useState } from "react";
import { type FormChecks, validateWith } from "./rule-checks";

/**
 * A Mantine form checked by the protocol's rules. A field's error clears when it changes; after
 * a refused submit the focus moves to the first field marked invalid, so keyboard and
 * screen-reader users land on what needs fixing.
 */
export function useRuleForm<V extends object>(options: {
  initialValues: V;
  checks: FormChecks<V> | ((values: V) => FormChecks<V>);
}) {
  const form = useForm<V>({ initialValues: options.initialValues, validate: validateWith(options.checks) });
  const ref = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    if (refusals === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  return {
    form,
    /** The `<form>` element's ref, to find the first invalid field. */
    ref,
    /** A field's message, for inputs that take a plain string error. */
    error: (field: keyof V & string) => form.errors[field] as string | undefined,
    /** The form's submit handler: checks every field, then calls `send` with the values. */
    onSubmit: (send: (values: V) => void) => form.onSubmit(send, () => setRefusals((n) => n + 1)),
  };
}
