import { CONTENT_LANGS } from "@icms/protocol";
import type { BasicValues } from "./basic-form";

/**
 * A new project's first step before its first save, kept in this browser per user: the draft
 * exists on the gateway only once the step is saved, so a reload before that would lose what was
 * typed. Saved drafts resume from the gateway's copy instead.
 */
const keyOf = (uid: string) => `icms.projects.unsavedBasic.${uid}`;

const FIELDS = [
  "title",
  "abstract",
  "content",
  "tags",
  "cover_url",
  "logo_url",
  "official_url",
  "online_time",
] as const satisfies readonly (keyof BasicValues)[];

/** The copy kept for `uid`, or null when there is none or it is not one this form wrote. */
export function readUnsavedBasic(uid: string | null): BasicValues | null {
  if (!uid) return null;
  try {
    const raw: unknown = JSON.parse(globalThis.localStorage?.getItem(keyOf(uid)) ?? "null");
    if (typeof raw !== "object" || raw === null) return null;
    const copy = raw as Record<string, unknown>;
    const lang = CONTENT_LANGS.find((candidate) => candidate === copy.lang);
    if (!lang || !FIELDS.every((field) => typeof copy[field] === "string")) return null;
    return Object.fromEntries([["lang", lang], ...FIELDS.map((field) => [field, copy[field]])]) as BasicValues;
  } catch {
    return null;
  }
}

/** Keeps the values typed so far; an empty form keeps nothing. */
export function writeUnsavedBasic(uid: string | null, values: BasicValues): void {
  if (!uid) return;
  const typed = FIELDS.some((field) => values[field].trim() !== "" && values[field] !== "<p></p>");
  try {
    if (typed) globalThis.localStorage?.setItem(keyOf(uid), JSON.stringify(values));
    else globalThis.localStorage?.removeItem(keyOf(uid));
  } catch {
    // A full or refused storage only loses the copy, never the form.
  }
}

/** Forgets the copy once the gateway holds the draft. */
export function clearUnsavedBasic(uid: string | null): void {
  if (uid) globalThis.localStorage?.removeItem(keyOf(uid));
}
