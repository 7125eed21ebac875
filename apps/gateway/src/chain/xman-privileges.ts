import { sql } from "kysely";
/**
 * X-Man status as privileges: a user whose wallet has at least one DAO NFT staked has
 * `dao_review` and `dao_vote` set to 1 in `user_privileges`; a user whose wallet stopped being a
 * member has them set back to 0. The indexer owns these two codes.
 *
 * Existing users are updated here, in the transaction that changes their staking. Users created
 * later get theirs from the `users_xman_privileges` trigger (migration 0002). Both sides take the
 * same per-wallet advisory lock, so a sign-in racing a staking change never misses it.
 */
import type { Queryable } from "../db/db.js";

const XMAN_PRIVILEGES = ["dao_review", "dao_vote"] as const;
/** The codes as an SQL array literal (constants, never input). */

/** Namespace of the per-wallet advisory locks (first key of `pg_advisory_xact_lock`). */
const WALLET_LOCK_SPACE = 7301;

/** Locks `wallets` for the rest of the transaction; call before changing their staking rows. */
export async function lockWallets(q: Queryable, wallets: readonly string[]): Promise<void> {
  if (wallets.length === 0) return;
  await sql`SELECT count(pg_advisory_xact_lock(${sql.lit(WALLET_LOCK_SPACE)}, hashtext(w)))
     FROM (SELECT DISTINCT w FROM jsonb_array_elements_text(${JSON.stringify(wallets)}::jsonb) AS w ORDER BY w) AS wallets`.execute(
    q.kysely,
  );
}

/** Sets the DAO privileges of the users of `wallets` from their current staking rows. */
export async function syncXmanPrivileges(q: Queryable, wallets: readonly string[]): Promise<void> {
  if (wallets.length === 0) return;
  await sql`INSERT INTO user_privileges (uid, privilege_code, val)
     SELECT u.uid, code, CASE WHEN s.is_member THEN 1 ELSE 0 END
     FROM users u
     JOIN chain_stakers s ON s.wallet = u.wallet_addr
     CROSS JOIN unnest(${[...XMAN_PRIVILEGES]}::text[]) AS code
     WHERE u.wallet_addr IN (SELECT jsonb_array_elements_text(${JSON.stringify(wallets)}::jsonb))
     ON CONFLICT (uid, privilege_code) DO UPDATE SET val = EXCLUDED.val, updated_at = now()
     WHERE user_privileges.val IS DISTINCT FROM EXCLUDED.val`.execute(q.kysely);
}

/** Clears every user's DAO privileges (the indexed chain was replaced: nobody is a member yet). */
export async function clearXmanPrivileges(q: Queryable): Promise<void> {
  await sql`UPDATE user_privileges SET val = 0, updated_at = now()
     WHERE privilege_code = ANY(${[...XMAN_PRIVILEGES]}::text[]) AND val <> 0`.execute(q.kysely);
}
