import { Code, GatewayError } from "@icms/protocol";
import { one, type Queryable } from "../../db/db.js";
import { invalid } from "./article-form.js";

/**
 * The user a `transfer` hands items to, by uid or wallet address: 3002 when there is no such
 * user, 50500 when it is the caller.
 */
export async function transferTarget(
  q: Queryable,
  to: { to_uid?: number; to_wallet?: string },
  from: number,
): Promise<number> {
  const row = to.to_uid
    ? await one<{ uid: number }>(q, "SELECT uid FROM users WHERE uid = $1", [to.to_uid])
    : await one<{ uid: number }>(q, "SELECT uid FROM users WHERE wallet_addr = $1", [to.to_wallet?.toLowerCase()]);
  if (!row) throw new GatewayError(Code.NotFound);
  if (row.uid === from) throw invalid("to_uid", "cannot transfer to yourself");
  return row.uid;
}
