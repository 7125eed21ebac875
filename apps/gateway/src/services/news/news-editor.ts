import { type ActionParams, api, Code, GatewayError, LIMITS } from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import { checkMediaUrl, invalid } from "../../shared/form-checks.js";
import { cleanRichText, hasContent, textOf } from "../../shared/rich-text.js";
import { cjkBigrams } from "../../shared/search-terms.js";
import { requirePrivilege } from "../user/public.js";
import { newsDetail } from "./news-rows.js";

type NewsForm = ActionParams<typeof api.appcms_msrv.information_add_save>;

/** Search reads at most this much of a body. */
const SEARCH_BODY_CHARS = 20_000;
const clip = (text: string, max: number) => [...text].slice(0, max).join("");

/**
 * The row values of a checked form. Report news needs a body; a flash item may be its title
 * alone. The body is cleaned against the editor's allowlist; the abstract defaults to its start.
 */
function newsValues(ctx: Pick<CallContext, "storage">, form: NewsForm) {
  const content = cleanRichText(form.content);
  if (form.kind === 1 && !hasContent(content)) throw invalid("content", "content is required");
  const text = textOf(content);
  const abstract = form.abstract || clip(text, LIMITS.abstractMaxChars);
  const cover_url = form.cover_url ? checkMediaUrl(ctx, form.cover_url, "image", "cover_url") : "";
  const body = clip(text, SEARCH_BODY_CHARS);
  return {
    kind: form.kind,
    lang: form.lang,
    title: form.title,
    abstract,
    content,
    cover_url,
    search_tsv: sql<string>`cms_search_vector(${form.lang}, ${form.title}, ${abstract}, ${body}, ${cjkBigrams(form.title)}, ${cjkBigrams(`${abstract} ${body}`)})`,
  };
}

export const newsEditorHandlers = {
  /** Operators only (`edit_news`, else 1006): the item is online as soon as it is saved. */
  information_add_save: handle(api.appcms_msrv.information_add_save, async (form, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "edit_news");
    const values = newsValues(ctx, form);
    const { id } = await ctx.db.kysely
      .insertInto("news")
      .values({ ...values, author_uid: ctx.session.uid })
      .returning("id")
      .executeTakeFirstOrThrow();
    return (await newsDetail(ctx.db.kysely, id, ctx.session.uid)) as NonNullable<
      Awaited<ReturnType<typeof newsDetail>>
    >;
  }),

  /** Any operator may correct any item; its publication time stays. */
  information_edit_save: handle(api.appcms_msrv.information_edit_save, async (form, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "edit_news");
    const values = newsValues(ctx, form);
    const updated = await ctx.db.kysely
      .updateTable("news")
      .set({ ...values, updated_at: new Date() })
      .where("id", "=", form.information_id)
      .where("status", "=", "online")
      .returning("id")
      .executeTakeFirst();
    const detail = updated && (await newsDetail(ctx.db.kysely, updated.id, ctx.session.uid));
    if (!detail) throw new GatewayError(Code.NotFound);
    return detail;
  }),

  /** Deletes for good; answers the ids that were online. */
  information_del: handle(api.appcms_msrv.information_del, async ({ ids }, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "edit_news");
    const rows = await ctx.db.kysely
      .updateTable("news")
      .set({ status: "deleted", updated_at: new Date() })
      .where("id", "in", ids)
      .where("status", "=", "online")
      .returning("id")
      .execute();
    return { ids: rows.map((row) => row.id).sort((a, b) => a - b) };
  }),
};
