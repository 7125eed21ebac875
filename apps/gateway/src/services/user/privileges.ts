import { api, Code, GatewayError, type PrivilegeEntry, privilegeGrants } from "@icms/protocol";
import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { handle } from "../../context.js";

/** Every known privilege with the user's own value, or the default where there is none. */
const privileges = (db: Kysely<DB>, uid: number) =>
  db
    .selectFrom("privileges as p")
    .leftJoin("user_privileges as up", (join) =>
      join.onRef("up.privilege_code", "=", "p.privilege_code").on("up.uid", "=", uid),
    )
    .select(["p.privilege_code", "p.privilege_typedata", sql<number>`COALESCE(up.val, p.default_val)`.as("val")]);

/**
 * Refuses the call with 1006 unless the user holds the privilege (product-spec section 6: type 1
 * above 0, type 2 equal to 1). Operators' screens and calls check their privilege with this.
 */
export async function requirePrivilege(db: Kysely<DB>, uid: number, code: string): Promise<void> {
  const row = await privileges(db, uid).where("p.privilege_code", "=", code).executeTakeFirst();
  if (!row || !privilegeGrants(row)) throw new GatewayError(Code.PermissionDenied);
}

/**
 * The value the user holds of a type 1 privilege by a row of their own (a level's right, an
 * operator's grant), 0 without one. Limits that a right raises read this rather than the
 * privilege's default, so a user granted nothing keeps the area's own limit.
 */
export async function grantedValue(db: Kysely<DB>, uid: number, code: string): Promise<number> {
  const row = await db
    .selectFrom("user_privileges")
    .select("val")
    .where("uid", "=", uid)
    .where("privilege_code", "=", code)
    .executeTakeFirst();
  return Number(row?.val ?? 0);
}

const toEntry = (row: { privilege_code: string; privilege_typedata: number; val: number }) => row as PrivilegeEntry;

export const privilegeHandlers = {
  user_privilege_list: handle(api.user_msrv.user_privilege_list, (_params, ctx) =>
    privileges(ctx.db.kysely, ctx.session.uid)
      .orderBy("p.privilege_code")
      .execute()
      .then((rows) => rows.map(toEntry)),
  ),
  user_privilege_info: handle(api.user_msrv.user_privilege_info, async ({ privilege_code }, ctx) => {
    const row = await privileges(ctx.db.kysely, ctx.session.uid)
      .where("p.privilege_code", "=", privilege_code)
      .executeTakeFirst();
    if (!row) throw new GatewayError(Code.NotFound);
    const entry = toEntry(row);
    return Object.assign(entry, { granted: privilegeGrants(entry) });
  }),
};
