import { type AppRelease, api } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { iso } from "../../shared/dates.js";

export const appReleaseHandlers = {
  /** The newest release of each platform (or of the one asked for). */
  get_app_latest_version: handle(api.wallet_msrv.get_app_latest_version, async ({ platform }, ctx) => {
    const rows = await ctx.db.kysely
      .selectFrom("app_releases")
      .select(["platform", "version", "url", "notes", "released_at"])
      .distinctOn("platform")
      .$if(platform !== undefined, (q) => q.where("platform", "=", platform as string))
      .orderBy("platform")
      .orderBy("released_at", "desc")
      .orderBy(sql`id`, "desc")
      .execute();
    return rows.map(
      (row): AppRelease => ({
        platform: row.platform as AppRelease["platform"],
        version: row.version,
        url: row.url,
        notes: row.notes,
        released_at: iso(row.released_at),
      }),
    );
  }),
};
