import { CONTENT_LIMITS } from "../content.js";
import { charCount } from "./text.js";

/** Tags as the gateway reads them: comma separated (ASCII, full-width or ideographic), trimmed, unique. */
export function splitTags(value: string): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of value.split(/[,，、]/)) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      list.push(tag);
    }
  }
  return list;
}

/** The longest tags text taken at all, separators included (a guard before splitting). */
export const TAGS_INPUT_MAX_CHARS = CONTENT_LIMITS.tagsMax * (CONTENT_LIMITS.tagMaxChars + 2);

export type TagsProblem = "tooLong" | "tooMany" | "tagTooLong";

/** At most `tagsMax` tags of at most `tagMaxChars` characters each. */
export function tagsProblem(value: string): TagsProblem | null {
  if (charCount(value) > TAGS_INPUT_MAX_CHARS) return "tooLong";
  const tags = splitTags(value);
  if (tags.length > CONTENT_LIMITS.tagsMax) return "tooMany";
  return tags.some((tag) => charCount(tag) > CONTENT_LIMITS.tagMaxChars) ? "tagTooLong" : null;
}
