import { randomBytes } from "node:crypto";
import {
  api,
  Code,
  DEVELOPER_LIMITS,
  type DeveloperApp,
  developerExpiryProblem,
  developerQuotaProblem,
  GatewayError,
} from "@icms/protocol";
import { handle } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { developerConfig, isGrantableScope } from "./catalogue.js";
import { issueKey, keyPrefix } from "./keys.js";
import { onePage, paged } from "../../db/paging.js";

const APP_COLUMNS = [
  "id",
  "name",
  "description",
  "scopes",
  "key_id",
  "expires_at",
  "quota_minute",
  "quota_day",
  "last_used_at",
  "created_at",
  "revoked_at",
] as const;

interface AppRow {
  id: number;
  name: string;
  description: string;
  scopes: string[];
  key_id: string;
  expires_at: Date;
  quota_minute: number;
  quota_day: number;
  last_used_at: Date | null;
  created_at: Date;
  revoked_at: Date | null;
}

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

function toDeveloperApp(row: AppRow, now = new Date()): DeveloperApp {
  const state = row.revoked_at !== null ? "revoked" : row.expires_at.getTime() <= now.getTime() ? "expired" : "active";
  return {
    app_id: row.id,
    name: row.name,
    description: row.description,
    scopes: row.scopes,
    key_prefix: keyPrefix(row.key_id),
    expires_at: unix(row.expires_at),
    quota_minute: row.quota_minute,
    quota_day: row.quota_day,
    last_used_at: row.last_used_at === null ? null : unix(row.last_used_at),
    created_at: unix(row.created_at),
    revoked_at: row.revoked_at === null ? null : unix(row.revoked_at),
    state,
  };
}

/** The holder's app, locked for a change; 3002 when it is not theirs or does not exist. */
async function ownApp(q: Queryable, uid: number, appId: number): Promise<AppRow> {
  const row = await q.kysely
    .selectFrom("developer_apps")
    .select(APP_COLUMNS)
    .where("id", "=", appId)
    .where("uid", "=", uid)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  return row;
}

export const developerAppHandlers = {
  developer_open_config: handle(api.user_msrv.developer_open_config, async () => developerConfig),

  developer_open_save: handle(api.user_msrv.developer_open_save, async (input, ctx) => {
    const scopes = [...new Set(input.scopes)];
    if (!scopes.every(isGrantableScope)) throw new GatewayError(Code.DeveloperScopeInvalid);
    if (developerExpiryProblem(input.expires_at, Math.floor(Date.now() / 1000))) {
      throw new GatewayError(Code.DeveloperExpiryInvalid);
    }
    if (developerQuotaProblem(input.quota_minute, input.quota_day)) throw new GatewayError(Code.DeveloperQuotaInvalid);
    const fields = {
      name: input.name,
      description: input.description,
      scopes,
      expires_at: new Date(input.expires_at * 1000),
      quota_minute: input.quota_minute,
      quota_day: input.quota_day,
    };
    const uid = ctx.session.uid;
    return ctx.db.tx(async (q) => {
      if (input.app_id === undefined) {
        // The holder's row is locked so two creations cannot both pass the count.
        await q.kysely.selectFrom("users").select("uid").where("uid", "=", uid).forUpdate().execute();
        const { count } = await q.kysely
          .selectFrom("developer_apps")
          .select((eb) => eb.fn.countAll<string>().as("count"))
          .where("uid", "=", uid)
          .where("revoked_at", "is", null)
          .executeTakeFirstOrThrow();
        if (Number(count) >= DEVELOPER_LIMITS.appsMax) throw new GatewayError(Code.DeveloperAppLimit);
        const issued = issueKey();
        const row = await q.kysely
          .insertInto("developer_apps")
          .values({
            uid,
            ...fields,
            key_id: issued.keyId,
            secret_hash: issued.secretHash,
            counter_id: randomBytes(12).toString("hex"),
          })
          .returning(APP_COLUMNS)
          .executeTakeFirstOrThrow();
        return { app: toDeveloperApp(row), key: issued.key };
      }
      const current = await ownApp(q, uid, input.app_id);
      if (current.revoked_at !== null) throw new GatewayError(Code.DeveloperAppRevoked);
      const issued = input.rotate_key ? issueKey() : undefined;
      const row = await q.kysely
        .updateTable("developer_apps")
        .set({
          ...fields,
          ...(issued ? { key_id: issued.keyId, secret_hash: issued.secretHash } : {}),
          updated_at: new Date(),
        })
        .where("id", "=", current.id)
        .returning(APP_COLUMNS)
        .executeTakeFirstOrThrow();
      return issued ? { app: toDeveloperApp(row), key: issued.key } : { app: toDeveloperApp(row) };
    });
  }),

  developer_open_list: handle(api.user_msrv.developer_open_list, async ({ page, page_size }, ctx) => {
    const mine = ctx.db.kysely.selectFrom("developer_apps").where("uid", "=", ctx.session.uid);
    const [rows, { total }] = await Promise.all([
      mine.select(APP_COLUMNS).orderBy("id", "desc").$call(onePage({ page, page_size })).execute(),
      mine.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
    ]);
    const now = new Date();
    return paged(
      rows.map((row) => toDeveloperApp(row, now)),
      Number(total),
      { page, page_size },
    );
  }),

  developer_open_verify: handle(api.user_msrv.developer_open_verify, ({ key }, ctx) => ctx.apiKeys.check(key)),

  developer_open_revoke: handle(api.user_msrv.developer_open_revoke, async ({ app_id }, ctx) =>
    ctx.db.tx(async (q) => {
      const current = await ownApp(q, ctx.session.uid, app_id);
      if (current.revoked_at !== null) return toDeveloperApp(current);
      const row = await q.kysely
        .updateTable("developer_apps")
        .set({ revoked_at: new Date(), updated_at: new Date() })
        .where("id", "=", app_id)
        .returning(APP_COLUMNS)
        .executeTakeFirstOrThrow();
      return toDeveloperApp(row);
    }),
  ),
};
