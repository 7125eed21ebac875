/**
 * The wizard's basic info and its submission: `project_add_save` (a new draft, idempotent per
 * `request_key`), `project_edit_save`, `project_addlang_save` and `project_edit_finish`.
 */
import { type ActionParams, api, Code, GatewayError, PROJECT_STATUS, type ProjectSaveResult } from "@icms/protocol";
import { sql } from "kysely";
import { type CallContext, handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { checkMediaUrl, invalid } from "../../shared/form-checks.js";
import { cleanRichText, hasContent } from "../../shared/rich-text.js";
import { isUniqueViolation, lockForChange, lockOwnProject } from "./access.js";
import { recordEvent } from "./history.js";
import { noticeReviewWaiting } from "../dao/public.js";

type BasicForm = ActionParams<typeof api.appcms_msrv.project_add_save>;
type TextForm = Pick<BasicForm, "title" | "abstract" | "content" | "tags">;

/** A version's texts, the rich text cleaned (50500 when nothing is left of it). */
function textValues(form: TextForm) {
  const content = cleanRichText(form.content);
  if (!hasContent(content)) throw invalid("content", "required");
  return { title: form.title, abstract: form.abstract, content, tags: form.tags };
}

/** What every version shares; the cover and logo must be uploads of this gateway. */
function sharedValues(ctx: CallContext, form: Omit<BasicForm, "request_key">) {
  return {
    cover_url: checkMediaUrl(ctx, form.cover_url, "image", "cover_url"),
    logo_url: checkMediaUrl(ctx, form.logo_url, "image", "logo_url"),
    official_url: form.official_url,
    online_time: form.online_time === "" ? null : form.online_time,
  };
}

async function byRequestKey(q: Queryable, uid: number, key: string): Promise<ProjectSaveResult | undefined> {
  const row = await q.kysely
    .selectFrom("projects")
    .select(["id", "status"])
    .where("owner_uid", "=", uid)
    .where("request_key", "=", key)
    .executeTakeFirst();
  return row && { project_id: row.id, status: Number(row.status) as ProjectSaveResult["status"] };
}

async function addProject(ctx: CallContext<"required">, form: BasicForm): Promise<ProjectSaveResult> {
  const uid = ctx.session.uid;
  const shared = sharedValues(ctx, form);
  const texts = textValues(form);
  try {
    return await ctx.db.tx(async (q) => {
      const existing = await byRequestKey(q, uid, form.request_key);
      if (existing) return existing;
      const row = await q.kysely
        .insertInto("projects")
        .values({ owner_uid: uid, lang: form.lang, request_key: form.request_key, ...shared })
        .returning(["id"])
        .executeTakeFirstOrThrow();
      await q.kysely
        .insertInto("project_texts")
        .values({ project_id: row.id, lang: form.lang, ...texts })
        .execute();
      return { project_id: row.id, status: PROJECT_STATUS.draft };
    });
  } catch (error) {
    // A concurrent submit with the same key made the project first: answer it.
    if (isUniqueViolation(error, "projects_request_key")) {
      const existing = await byRequestKey(ctx.db, uid, form.request_key);
      if (existing) return existing;
    }
    throw error;
  }
}

type EditForm = ActionParams<typeof api.appcms_msrv.project_edit_save>;

async function editProject(ctx: CallContext<"required">, form: EditForm): Promise<ProjectSaveResult> {
  const shared = sharedValues(ctx, form);
  const texts = textValues(form);
  return ctx.db.tx(async (q) => {
    const project = await lockForChange(q, form.project_id, ctx.session.uid);
    const version = await q.kysely
      .selectFrom("project_texts")
      .select("lang")
      .where("project_id", "=", project.id)
      .where("lang", "=", form.lang)
      .executeTakeFirst();
    if (!version) throw new GatewayError(Code.NotFound);
    await q.kysely.updateTable("projects").set(shared).where("id", "=", project.id).execute();
    await q.kysely
      .updateTable("project_texts")
      .set({ ...texts, updated_at: sql<Date>`now()` })
      .where("project_id", "=", project.id)
      .where("lang", "=", form.lang)
      .execute();
    return { project_id: project.id, status: project.status };
  });
}

type LangForm = ActionParams<typeof api.appcms_msrv.project_addlang_save>;

async function addLanguage(ctx: CallContext<"required">, form: LangForm): Promise<ProjectSaveResult> {
  const texts = textValues(form);
  try {
    return await ctx.db.tx(async (q) => {
      const project = await lockForChange(q, form.project_id, ctx.session.uid);
      const taken = await q.kysely
        .selectFrom("project_texts")
        .select("lang")
        .where("project_id", "=", project.id)
        .where("lang", "=", form.lang)
        .executeTakeFirst();
      if (taken) throw new GatewayError(Code.LanguageProjectExists);
      await q.kysely
        .insertInto("project_texts")
        .values({ project_id: project.id, lang: form.lang, ...texts })
        .execute();
      return { project_id: project.id, status: project.status };
    });
  } catch (error) {
    if (isUniqueViolation(error, "project_texts_pkey")) throw new GatewayError(Code.LanguageProjectExists);
    throw error;
  }
}

/** Draft or refused, with a bound cluster, to review (or straight online without a review quorum). */
async function submit(ctx: CallContext<"required">, projectId: number): Promise<ProjectSaveResult> {
  return ctx.db.tx(async (q) => {
    const project = await lockOwnProject(q, projectId, ctx.session.uid);
    if (project.status === PROJECT_STATUS.pending) throw new GatewayError(Code.ProjectPending);
    if (project.status === PROJECT_STATUS.pass) throw new GatewayError(Code.ReviewPassed);
    if (project.cluster_id === null) throw new GatewayError(Code.ProjectClusterRequired);
    await recordEvent(q, project.id, "submit");
    // As for content: without a review quorum a submission passes at once.
    const reviewed = ctx.config.REVIEW_QUORUM > 0;
    const status = reviewed ? PROJECT_STATUS.pending : PROJECT_STATUS.pass;
    await q.kysely
      .updateTable("projects")
      .set({
        status,
        submitted_at: sql<Date>`now()`,
        passed_at: reviewed ? sql<Date | null>`passed_at` : sql<Date>`coalesce(passed_at, now())`,
        updated_at: sql<Date>`now()`,
      })
      .where("id", "=", project.id)
      .execute();
    if (!reviewed) await recordEvent(q, project.id, "pass");
    else await noticeReviewWaiting(ctx, q, { kind: "project", item_id: project.id, owner: ctx.session.uid });
    return { project_id: project.id, status };
  });
}

export const saveHandlers = {
  project_add_save: handle(api.appcms_msrv.project_add_save, (params, ctx) => addProject(ctx, params)),
  project_edit_save: handle(api.appcms_msrv.project_edit_save, (params, ctx) => editProject(ctx, params)),
  project_addlang_save: handle(api.appcms_msrv.project_addlang_save, (params, ctx) => addLanguage(ctx, params)),
  project_edit_finish: handle(api.appcms_msrv.project_edit_finish, (params, ctx) => submit(ctx, params.project_id)),
};
