/**
 * The rules of the multi-send forms (docs/multisend.md), run by the web form before sending and
 * by the gateway (`actions/user-multisend.ts` and its handlers) on arrival.
 */
import {
  type CredentialField,
  MULTISEND_LIMITS,
  type MultisendNetwork,
  NETWORK_FIELDS,
} from "../actions/multisend-types.js";
import { charCount } from "./text.js";

export type CredentialProblem = "required" | "tooLong" | "format";

/** An account's label: optional, at most 40 characters. */
export function accountLabelProblem(value: string): "tooLong" | null {
  return charCount(value.trim()) > MULTISEND_LIMITS.labelMaxChars ? "tooLong" : null;
}

/** An http(s) address with a host; the gateway also refuses private hosts in production. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && url.username === "";
  } catch {
    return false;
  }
}

const DISCORD_WEBHOOK = /\/api\/webhooks\/\d{1,25}\/[\w-]{1,200}\/?$/;

/** One given (non-blank) credential value: its length, and its form for the field's kind. */
export function credentialFieldProblem(
  network: MultisendNetwork,
  field: CredentialField,
  value: string,
): "tooLong" | "format" | null {
  const text = value.trim();
  if (charCount(text) > MULTISEND_LIMITS.credentialMaxChars) return "tooLong";
  switch (field.kind) {
    case "url":
      if (!isWebUrl(text)) return "format";
      if (network === "discord" && !DISCORD_WEBHOOK.test(new URL(text).pathname)) return "format";
      return null;
    case "id":
      return /^\d{1,25}$/.test(text) ? null : "format";
    case "text":
      // A Telegram chat: its numeric id (channels and groups are negative) or @channel_name.
      return /^(-?\d{1,25}|@\w{4,64})$/.test(text) ? null : "format";
    case "token":
      return /^\S+$/.test(text) ? null : "format";
  }
}

/**
 * The problems of a network's credentials as the form sends them, by field key. A blank field
 * counts as given when its key is in `stored` (an update keeps a stored secret). X needs the
 * four OAuth 1.0a fields together, or the bearer token; the other networks need every field.
 */
export function credentialsProblems(
  network: MultisendNetwork,
  values: Readonly<Record<string, string | undefined>>,
  stored: ReadonlySet<string> = new Set(),
): Record<string, CredentialProblem> {
  const problems: Record<string, CredentialProblem> = {};
  const fields = NETWORK_FIELDS[network];
  const given = (key: string) => (values[key] ?? "").trim() !== "" || stored.has(key);
  for (const field of fields) {
    const value = (values[field.key] ?? "").trim();
    if (value !== "") {
      const problem = credentialFieldProblem(network, field, value);
      if (problem) problems[field.key] = problem;
    } else if (field.required && !stored.has(field.key)) {
      problems[field.key] = "required";
    }
  }
  const groups = [...new Set(fields.flatMap((field) => (field.group ? [field.group] : [])))];
  if (groups.length > 0) {
    const members = (group: string) => fields.filter((field) => field.group === group);
    const complete = groups.filter((group) => members(group).every((field) => given(field.key)));
    const started = groups.filter((group) => members(group).some((field) => given(field.key)));
    // Every started group must be complete, and one at least must be.
    const toFill = complete.length === 0 && started.length === 0 ? groups : started;
    for (const group of toFill) {
      for (const field of members(group)) if (!given(field.key)) problems[field.key] ??= "required";
    }
  }
  return problems;
}

/** A send's idempotency key: 8 to 64 letters, digits, `-` or `_` (the web makes one per click). */
export function idempotencyKeyProblem(value: string): "format" | null {
  const { idempotencyKeyMinChars: min, idempotencyKeyMaxChars: max } = MULTISEND_LIMITS;
  return new RegExp(`^[A-Za-z0-9_-]{${min},${max}}$`).test(value.trim()) ? null : "format";
}

/** A secret as the screens show it: its last four characters behind dots, or dots alone when short. */
export function maskSecret(value: string): string {
  if (value === "") return "";
  return value.length <= 8 ? "••••" : `••••${value.slice(-4)}`;
}
