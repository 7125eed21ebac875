import {
  type CredentialField,
  type CredentialProblem,
  credentialsProblems,
  type MultisendAccount,
  type MultisendNetwork,
} from "@icms/protocol";
import type { AccountSaveInput } from "./queries";

/** What one account form holds while it is filled in: the label and every field of the network, by key. */
export interface CredentialValues {
  label: string;
  fields: Record<string, string>;
}

/**
 * A new account starts blank; an edit starts with the stored plain fields and blank secrets:
 * the masked value is never put back in an input, and a secret left blank keeps the stored one.
 */
export function initialValues(fields: readonly CredentialField[], account?: MultisendAccount): CredentialValues {
  return {
    label: account?.label ?? "",
    fields: Object.fromEntries(
      fields.map((field) => [field.key, account && !field.secret ? (account.credentials[field.key] ?? "") : ""]),
    ),
  };
}

/** The secret fields the account already holds (their masked value is not blank). */
function storedSecrets(fields: readonly CredentialField[], account?: MultisendAccount): Set<string> {
  if (!account) return new Set();
  return new Set(fields.filter((f) => f.secret && (account.credentials[f.key] ?? "") !== "").map((f) => f.key));
}

/** The problems the gateway would answer 805000 for, by field key; empty when the form can be saved. */
export function formProblems(
  network: MultisendNetwork,
  fields: readonly CredentialField[],
  values: CredentialValues,
  account?: MultisendAccount,
): Record<string, CredentialProblem> {
  return credentialsProblems(network, values.fields, storedSecrets(fields, account));
}

/**
 * The save call of a form: values trimmed, and a blank secret left out, so an update keeps
 * the stored one (a new account has nothing stored, and a blank field is simply not given).
 */
export function saveInput(
  network: MultisendNetwork,
  fields: readonly CredentialField[],
  values: CredentialValues,
  account?: MultisendAccount,
): AccountSaveInput {
  const credentials: Record<string, string> = {};
  for (const field of fields) {
    const value = (values.fields[field.key] ?? "").trim();
    if (value !== "" || !field.secret) credentials[field.key] = value;
  }
  return {
    ...(account ? { account_id: account.account_id } : {}),
    network,
    label: values.label.trim(),
    credentials,
  };
}
