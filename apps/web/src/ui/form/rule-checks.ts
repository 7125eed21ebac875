import { i18next, type TranslationKey } from "../../i18n";

/**
 * A form's checks, declared per field from the protocol's rules (`packages/protocol/src/rules`),
 * the same functions the gateway's input schemas run through `ruled()`. The browser bundle carries
 * no zod schemas, so a form calls the rules themselves; a form's property test holds the two
 * sides together by sending what the form accepts through the action's schema.
 */

/** A failed rule: the locale key of its message, with the values the message names. */
export interface FieldMessage {
  key: TranslationKey;
  values?: Record<string, string | number>;
}

/** One field's check: the message of its first problem, or undefined when it passes. */
export type FieldCheck<V, T> = (value: T, values: V) => FieldMessage | undefined;

/** The checks of a form, by field; fields without one are not checked. */
export type FormChecks<V> = { [F in keyof V]?: FieldCheck<V, V[F]> };

/** The problems found in a form's values, failing fields only. */
export type FormProblems<V> = Partial<Record<keyof V, FieldMessage>>;

/**
 * A check from a protocol rule: the rule names its problem, the form maps each problem to its
 * message, so a new problem in the rule is a compile error here.
 */
export function ruleCheck<P extends string, V = unknown>(
  rule: (value: string) => P | null,
  messages: Record<P, FieldMessage>,
): FieldCheck<V, string> {
  return (value) => {
    const problem = rule(value);
    return problem ? messages[problem] : undefined;
  };
}

/** Runs every field's check. */
export function formProblems<V>(checks: FormChecks<V>, values: V): FormProblems<V> {
  const problems: FormProblems<V> = {};
  for (const field of Object.keys(checks) as (keyof V)[]) {
    const problem = checks[field]?.(values[field], values);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** The checks as a Mantine `validate` function, each message in the interface language. */
export function validateWith<V>(checks: FormChecks<V> | ((values: V) => FormChecks<V>)) {
  return (values: V): Partial<Record<keyof V, string>> => {
    const problems = formProblems(typeof checks === "function" ? checks(values) : checks, values);
    const errors: Partial<Record<keyof V, string>> = {};
    for (const field of Object.keys(problems) as (keyof V)[]) {
      const problem = problems[field];
      if (problem) errors[field] = i18next.t(problem.key, problem.values) as string;
    }
    return errors;
  };
}
