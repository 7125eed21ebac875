import { type ActionParams, type api, Code, type ContentLang, GatewayError, LIMITS } from "@icms/protocol";
import { sql } from "kysely";
import type { CallContext } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { checkMediaUrl, invalid } from "../../shared/form-checks.js";
import { cleanRichText, hasContent, textOf } from "../../shared/rich-text.js";
import { cjkBigrams } from "../../shared/search-terms.js";
import type { RevisionContent } from "./commit.js";

type EntryForm = Pick<
  ActionParams<typeof api.appcms_msrv.wiki_add_save>,
  "title" | "abstract" | "content" | "cover_url" | "tags" | "category_id"
>;

const SEARCH_BODY_CHARS = 20_000;
const clip = (text: string, max: number) => [...text].slice(0, max).join("");

/** Checks and cleans an entry form: its body, cover and category (3002 when unknown). */
export async function prepareEntry(ctx: CallContext, q: Queryable, form: EntryForm): Promise<RevisionContent> {
  const content = cleanRichText(form.content);
  if (!hasContent(content)) throw invalid("content", "content is required");
  const cover_url = checkMediaUrl(ctx, form.cover_url, "image", "cover_url");
  const category = await q.kysely
    .selectFrom("wiki_categories")
    .select("id")
    .where("id", "=", form.category_id)
    .executeTakeFirst();
  if (!category) throw new GatewayError(Code.NotFound);
  return {
    title: form.title,
    abstract: form.abstract || clip(textOf(content), LIMITS.abstractMaxChars),
    content,
    cover_url,
    tags: form.tags,
    category_id: form.category_id,
  };
}

/** The article columns a revision shows, with the search vector built from them. */
export function shownColumns(lang: ContentLang, v: RevisionContent) {
  const body = clip(textOf(v.content), SEARCH_BODY_CHARS);
  return {
    title: v.title,
    abstract: v.abstract,
    content: v.content,
    cover_url: v.cover_url,
    tags: v.tags,
    search_tsv: sql<string>`cms_search_vector(${lang}, ${v.title}, ${v.abstract}, ${body},
      ${cjkBigrams(v.title)}, ${cjkBigrams(`${v.abstract} ${body}`)})`,
  };
}
