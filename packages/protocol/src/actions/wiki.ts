import { z } from "zod";
import { Code } from "../errors/codes.js";
import { type Paged, page, pageSize } from "./common.js";
import { abstract, contentLang, coverUrl, flag, id, richText, tags, title } from "./cms-fields.js";
import { defineAction, returns, withCode } from "./define.js";
import {
  type WikiCategory,
  type WikiEntry,
  type WikiEntrySummary,
  type WikiFormConfig,
  type WikiRevision,
  type WikiRevisionSummary,
  type WikiSaveResult,
  WIKI_REASON_MAX_CHARS,
} from "./wiki-types.js";

/** Every save says why ("Reason cannot be empty", 801170). */
const reason = z
  .string(withCode(Code.WikiReasonRequired))
  .trim()
  .min(1, withCode(Code.WikiReasonRequired))
  .max(WIKI_REASON_MAX_CHARS);
/** A commit id: 64 hex digits. */
const commitId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/);

const entryFields = {
  title,
  abstract,
  content: richText,
  cover_url: coverUrl,
  tags,
  category_id: id,
  reason,
};
const entryRef = z.object({ article_id: id });
const paging = { page, page_size: pageSize };
/** What saving meets: the entry (3002), its category (3002), the title (801110), the base (801171). */
const SAVE_CODES = [Code.NotFound, Code.SameTitle, Code.WikiStaleRevision];

export const wikiActions = {
  wiki_catelist: defineAction({
    auth: "optional",
    input: z.object({}).default({}),
    output: returns<WikiCategory[]>(),
    codes: [],
  }),
  /** Online entries, newest change first, or most read first; by category and language. */
  wiki_list: defineAction({
    auth: "optional",
    input: z.object({
      ...paging,
      category_id: id.optional(),
      lang: contentLang.optional(),
      order: z.enum(["recent", "popular"]).default("recent"),
    }),
    output: returns<Paged<WikiEntrySummary>>(),
    codes: [],
  }),
  wiki_form_extconf: defineAction({
    auth: "optional",
    input: z.object({}).default({}),
    output: returns<WikiFormConfig>(),
    codes: [],
  }),
  /** The last approved revision of an online entry (or any entry of the caller's own). */
  wiki_detail: defineAction({
    auth: "optional",
    input: entryRef,
    output: returns<WikiEntry>(),
    codes: [Code.NotFound],
  }),
  /** A new entry: an article of type 3, reviewed like one; its first revision. */
  wiki_add_save: defineAction({
    auth: "required",
    input: z.object({ ...entryFields, lang: contentLang.optional(), is_howto: flag.default(0) }),
    output: returns<WikiSaveResult>(),
    codes: SAVE_CODES,
  }),
  /** An edit by any signed-in user, based on the entry's newest commit (801171 otherwise). */
  wiki_edit_save: defineAction({
    auth: "required",
    input: z.object({ article_id: id, base_commit_id: commitId, ...entryFields }),
    output: returns<WikiSaveResult>(),
    codes: SAVE_CODES,
  }),
  /** Every revision, newest first, pending and refused ones included. */
  wiki_history_timeline: defineAction({
    auth: "optional",
    input: entryRef.extend(paging),
    output: returns<Paged<WikiRevisionSummary>>(),
    codes: [Code.NotFound],
  }),
  wiki_revision_detail: defineAction({
    auth: "optional",
    input: entryRef.extend({ commit_id: commitId }),
    output: returns<WikiRevision>(),
    codes: [Code.NotFound],
  }),
  /** Saves an old revision's content again, as a new revision based on the newest one. */
  wiki_revision_restore: defineAction({
    auth: "required",
    input: entryRef.extend({ commit_id: commitId, base_commit_id: commitId, reason }),
    output: returns<WikiSaveResult>(),
    codes: SAVE_CODES,
  }),
};
