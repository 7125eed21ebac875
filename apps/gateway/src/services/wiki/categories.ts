import { api, WIKI_REASON_MAX_CHARS } from "@icms/protocol";
import { handle } from "../../context.js";
import { categories } from "./rows.js";

export const categoryHandlers = {
  wiki_catelist: handle(api.appcms_msrv.wiki_catelist, (_params, ctx) =>
    ctx.cmsCache.page(`wiki:categories:${ctx.lang}`, () => categories(ctx.db.kysely, ctx.lang)),
  ),
  wiki_form_extconf: handle(api.appcms_msrv.wiki_form_extconf, async (_params, ctx) => ({
    categories: await categories(ctx.db.kysely, ctx.lang),
    reason_max_chars: WIKI_REASON_MAX_CHARS,
  })),
};
