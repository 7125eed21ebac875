import { api } from "@icms/protocol";
import { handle } from "../../../context.js";

export const reasonHandlers = {
  /** The rejection reasons in use (not retired by an operator), in list order, in the three languages. */
  dao_reason_list: handle(api.daoclub_msrv.dao_reason_list, async (_params, ctx) => {
    const rows = await ctx.db.kysely
      .selectFrom("review_reasons")
      .select(["id", "zh", "en", "ru"])
      .where("disabled_at", "is", null)
      .orderBy("id")
      .execute();
    return rows.map((row) => ({ reason_id: row.id, zh: row.zh, en: row.en, ru: row.ru }));
  }),
};
