import { Code, GatewayError } from "@icms/protocol";
import type { Queryable } from "../../db/db.js";
import { invalid } from "../../shared/form-checks.js";

/**
 * The user a `transfer` hands items to, by uid or wallet address: 3002 when there is no such
 * user, 50500 when it is the caller.
 */
export async function transferTarget(
  q: Queryable,
  to: { to_uid?: number; to_wallet?: string },
  from: number,
): Promise<number> {
  const users = q.kysely.selectFrom("users").select("uid");
  const row = await (to.to_uid
    ? users.where("uid", "=", to.to_uid)
    : users.where("wallet_addr", "=", to.to_wallet?.toLowerCase() ?? "")
  ).executeTakeFirst();
  if (!row) throw new GatewayError(Code.NotFound);
  if (row.uid === from) throw invalid("to_uid", "cannot transfer to yourself");
  return row.uid;
}
