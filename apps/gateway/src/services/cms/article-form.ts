import { type ActionParams, type api, Code, type ContentLang, GatewayError, LIMITS, toUiLang } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../../db/db.js";
import type { CallContext } from "../../context.js";
import { checkMediaUrl, invalid } from "../../shared/form-checks.js";
import { cleanRichText, hasContent, textOf } from "../../shared/rich-text.js";
import { cjkBigrams } from "../../shared/search-terms.js";

/** What the editor sends, as the protocol's schema hands it over. */
type ArticleForm = ActionParams<typeof api.appcms_msrv.my_article_add_save>;

/** The row values of a checked form, with what the search vector is built from. */
export interface ArticleValues {
  article_type: 1 | 2;
  is_howto: boolean;
  lang: ContentLang;
  title: string;
  abstract: string;
  content: string;
  cover_url: string;
  video_url: string;
  tags: string[];
  special_id: number | null;
  is_open: boolean;
  search: { body: string; cjk_title: string; cjk_rest: string };
}

/** Search reads at most this much of a body. */
const SEARCH_BODY_CHARS = 20_000;

const clip = (text: string, max: number) => [...text].slice(0, max).join("");

/**
 * The special an article is filed in: the author's own special, or an online channel. Closed
 * ones take no new articles (801131).
 */
async function checkSpecial(q: Queryable, specialId: number, uid: number): Promise<number> {
  const special = await q.kysely
    .selectFrom("specials")
    .select(["special_type", "owner_uid", "status", "is_open"])
    .where("id", "=", specialId)
    .executeTakeFirst();
  if (!special || special.status === "deleted") throw new GatewayError(Code.NotFound);
  const own = special.owner_uid === uid;
  if (special.special_type === 1 && !own) throw new GatewayError(Code.PermissionDenied);
  if (special.special_type === 2 && !own && special.status !== "online") throw new GatewayError(Code.NotFound);
  if (!special.is_open) throw new GatewayError(Code.ContentClosed);
  return specialId;
}

/** Checks and cleans an article form; nothing is written. */
export async function prepareArticle(
  ctx: CallContext<"required">,
  q: Queryable,
  form: ArticleForm,
  currentSpecial: number | null = null,
): Promise<ArticleValues> {
  const content = cleanRichText(form.content);
  if (!hasContent(content)) throw invalid("content", "content is required");
  const text = textOf(content);
  const abstract = form.abstract || clip(text, LIMITS.abstractMaxChars);
  const cover_url = checkMediaUrl(ctx, form.cover_url, "image", "cover_url");
  const video_url = form.article_type === 2 ? checkMediaUrl(ctx, form.video_url ?? "", "video", "video_url") : "";
  const specialId = form.special_id ?? null;
  // Staying in the special it is already in is always allowed; moving in is checked.
  const special_id =
    specialId === null || specialId === currentSpecial ? specialId : await checkSpecial(q, specialId, ctx.session.uid);
  const body = clip(text, SEARCH_BODY_CHARS);
  return {
    article_type: form.article_type,
    is_howto: form.is_howto === 1,
    lang: form.lang ?? toUiLang(ctx.lang),
    title: form.title,
    abstract,
    content,
    cover_url,
    video_url,
    tags: form.tags,
    special_id,
    is_open: form.is_open === 1,
    search: { body, cjk_title: cjkBigrams(form.title), cjk_rest: cjkBigrams(`${abstract} ${body}`) },
  };
}

/** 801110 when the author has another live item of the type with this title (any case). */
export async function checkTitleFree(
  q: Queryable,
  uid: number,
  articleType: number,
  title: string,
  exceptId = 0,
): Promise<void> {
  const taken = await q.kysely
    .selectFrom("articles")
    .select("id")
    .where("author_uid", "=", uid)
    .where("article_type", "=", articleType)
    .where(sql<string>`lower(title)`, "=", sql<string>`lower(${title})`)
    .where("status", "<>", "deleted")
    .where("id", "<>", exceptId)
    .executeTakeFirst();
  if (taken) throw new GatewayError(Code.SameTitle);
}

/** The search vector of checked values (migration 0012's `cms_search_vector`). */
export const searchVector = (v: ArticleValues) =>
  sql<string>`cms_search_vector(${v.lang}, ${v.title}, ${v.abstract}, ${v.search.body}, ${v.search.cjk_title}, ${v.search.cjk_rest})`;
