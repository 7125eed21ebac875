import type { Queryable } from "../db/db.js";

/** Grants an operator privilege (type 2, value 1) to a user: the demo seed and browser tests only. */
export async function grantPrivilege(q: Queryable, uid: number, code: string): Promise<void> {
  await q.kysely
    .insertInto("user_privileges")
    .values({ uid, privilege_code: code, val: 1 })
    .onConflict((oc) => oc.columns(["uid", "privilege_code"]).doUpdateSet({ val: 1 }))
    .execute();
}
