/**
 * The rules of the project wizard (basic info, the bound cluster, documents, social links,
 * partners and apps), run by the web forms before sending and by the gateway's input schemas
 * (`actions/cms-projects.ts`) on arrival.
 */
import { LIMITS } from "../constants.js";
import { type TextProblem, textProblem } from "./text.js";

export const PROJECT_LIMITS = {
  /** A document's file name, a social link's, a partner's or an app's name. */
  itemNameMaxChars: 50,
  /** A project holds at most this many documents, social links, partners and apps (each). */
  itemsMax: 50,
  /** An idempotency key of `project_add_save`. */
  requestKeyMinChars: 8,
  requestKeyMaxChars: 64,
  /** A project's rich text, as HTML before cleaning. */
  contentMaxChars: 100_000,
} as const;

/** The kinds of cluster a project binds: a special, a channel or a planet. */
export const CLUSTER_KINDS = ["special", "channel", "planet"] as const;
export type ClusterKind = (typeof CLUSTER_KINDS)[number];

/** The name of a document, social link, partner or app: required, at most 50 characters. */
export function projectItemNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: PROJECT_LIMITS.itemNameMaxChars });
}

/** The name of the special, channel or planet the project binds: required, at most 30 characters. */
export function clusterNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: LIMITS.specialNameMaxChars });
}

export type LinkProblem = "required" | "tooLong" | "format";

/** A web link (official site, document, social page, partner, app download): http or https. */
export function linkProblem(value: string): LinkProblem | null {
  const url = value.trim();
  if (url === "") return "required";
  if (url.length > LIMITS.urlMaxChars) return "tooLong";
  if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(url)) return "format";
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? null : "format";
  } catch {
    return "format";
  }
}

/** An optional link: empty is fine, anything else must be a link. */
export function optionalLinkProblem(value: string): Exclude<LinkProblem, "required"> | null {
  if (value.trim() === "") return null;
  return linkProblem(value) as Exclude<LinkProblem, "required"> | null;
}

/** A calendar date as the forms send it: `YYYY-MM-DD`, a real day. */
export function dateProblem(value: string): "format" | null {
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return "format";
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1970 || y > 9999) return "format";
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? null : "format";
}

/** An optional date: empty is fine. */
export function optionalDateProblem(value: string): "format" | null {
  return value.trim() === "" ? null : dateProblem(value);
}

/** An idempotency key: 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
export function requestKeyProblem(value: string): "format" | null {
  const text = value.trim();
  const ok =
    text.length >= PROJECT_LIMITS.requestKeyMinChars &&
    text.length <= PROJECT_LIMITS.requestKeyMaxChars &&
    /^[A-Za-z0-9_-]+$/.test(text);
  return ok ? null : "format";
}
