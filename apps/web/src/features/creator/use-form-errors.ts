import { type RefObject, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FormErrors } from "./write-form";

/**
 * The errors of a form and the text of each. After a refused submit the focus moves to the
 * first field marked invalid, so keyboard and screen-reader users land on what needs fixing.
 */
export function useFormErrors<F extends string>(form: RefObject<HTMLFormElement | null>) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [attempt, form]);

  return {
    errors,
    /** The message of a field's error, in the interface language. */
    message: (field: F) => {
      const error = errors[field];
      return error ? t(error.key, error.values) : undefined;
    },
    clear: (field: F) => {
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    },
    /** Shows the errors; answers true when there are none. */
    check: (found: FormErrors<F>) => {
      setErrors(found);
      const ok = Object.values(found).every((error) => !error);
      if (!ok) setAttempt((n) => n + 1);
      return ok;
    },
  };
}
