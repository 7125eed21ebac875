import { type AnnouncementDetail, type AnnouncementSummary, api, Code, GatewayError } from "@icms/protocol";
import type { InferResult, Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { handle } from "../../context.js";
import { invalid } from "../../shared/form-checks.js";
import { iso } from "../../shared/dates.js";
import { cleanRichText, hasContent, textOf } from "../../shared/rich-text.js";
import { requirePrivilege } from "../user/public.js";
import { onePage, paged } from "../../db/paging.js";
import { forgetAnnouncements, noticeAnnouncement } from "./notice-events.js";

const SUMMARY = ["id", "lang", "title", "abstract", "published_at", "updated_at"] as const;
const summaries = (db: Kysely<DB>) => db.selectFrom("announcements").select(SUMMARY).where("status", "=", "online");
type Row = InferResult<ReturnType<typeof summaries>>[number];

const toSummary = (row: Row): AnnouncementSummary => ({
  announcement_id: row.id,
  lang: row.lang as AnnouncementSummary["lang"],
  title: row.title,
  abstract: row.abstract,
  published_at: iso(row.published_at),
  updated_at: iso(row.updated_at),
});

async function detail(db: Kysely<DB>, id: number): Promise<AnnouncementDetail> {
  const row = await summaries(db).select("content").where("id", "=", id).executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  return { ...toSummary(row), content: row.content };
}

/** A checked form: the body cleaned and required, the abstract its start by default. */
function values(form: { lang: "zh" | "en" | "ru"; title: string; abstract: string; content: string }) {
  const content = cleanRichText(form.content);
  if (!hasContent(content)) throw invalid("content", "content is required");
  const abstract = form.abstract || [...textOf(content)].slice(0, 200).join("");
  return { lang: form.lang, title: form.title, abstract, content };
}

export const announcementHandlers = {
  announcement_list: handle(api.appcms_msrv.announcement_list, async (params, ctx) => {
    const filtered = summaries(ctx.db.kysely).$if(params.lang !== undefined, (q) =>
      q.where("lang", "=", params.lang as string),
    );
    const [rows, total] = await Promise.all([
      filtered.orderBy("published_at", "desc").orderBy("id", "desc").$call(onePage(params)).execute(),
      ctx.db.kysely
        .selectFrom("announcements")
        .where("status", "=", "online")
        .$if(params.lang !== undefined, (q) => q.where("lang", "=", params.lang as string))
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst(),
    ]);
    return paged(rows.map(toSummary), Number(total?.n ?? 0), params);
  }),
  announcement_detail: handle(api.appcms_msrv.announcement_detail, ({ announcement_id }, ctx) =>
    detail(ctx.db.kysely, announcement_id),
  ),

  /** Operators only (`edit_announcement`, else 1006): online as soon as saved. */
  announcement_add_save: handle(api.appcms_msrv.announcement_add_save, async (form, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "edit_announcement");
    const id = await ctx.db.tx(async (q) => {
      const row = await q.kysely
        .insertInto("announcements")
        .values({ ...values(form), author_uid: ctx.session.uid })
        .returning("id")
        .executeTakeFirstOrThrow();
      await noticeAnnouncement(ctx, q, row.id);
      return row.id;
    });
    return detail(ctx.db.kysely, id);
  }),
  announcement_edit_save: handle(api.appcms_msrv.announcement_edit_save, async (form, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "edit_announcement");
    const updated = await ctx.db.kysely
      .updateTable("announcements")
      .set({ ...values(form), updated_at: new Date() })
      .where("id", "=", form.announcement_id)
      .where("status", "=", "online")
      .returning("id")
      .executeTakeFirst();
    if (!updated) throw new GatewayError(Code.NotFound);
    return detail(ctx.db.kysely, updated.id);
  }),
  announcement_del: handle(api.appcms_msrv.announcement_del, async ({ ids }, ctx) => {
    await requirePrivilege(ctx.db.kysely, ctx.session.uid, "edit_announcement");
    const rows = await ctx.db.tx(async (q) => {
      const deleted = await q.kysely
        .updateTable("announcements")
        .set({ status: "deleted", updated_at: new Date() })
        .where("id", "in", ids)
        .where("status", "=", "online")
        .returning("id")
        .execute();
      await forgetAnnouncements(
        q,
        deleted.map((row) => row.id),
      );
      return deleted;
    });
    return { ids: rows.map((row) => row.id).sort((a, b) => a - b) };
  }),
};
