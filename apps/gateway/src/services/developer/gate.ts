import { type ActionDef, actionPath, Code, type DeveloperKeyCheck, type ErrorCode, keyGrantable } from "@icms/protocol";
import type { Session } from "../../auth/tokens.js";
import type { AppContext } from "../../context.js";
import { parseKey, secretMatches } from "./keys.js";
import type { QuotaCounter, QuotaLimits, QuotaUsage } from "./quota.js";

/** How often a key's last use is written at most. */
const LAST_USE_STEP_MS = 60_000;

type KeyAdmission =
  | { ok: true; session: Session | null; usage: QuotaUsage }
  | { ok: false; code: ErrorCode; usage?: QuotaUsage };

/** The gate keyed calls pass before their handler (`api-key.ts`). */
export interface ApiKeyGate {
  /** Admits a call of `def` with `key`, spending one call of its quotas, or says why not. */
  admit(def: ActionDef, key: string): Promise<KeyAdmission>;
  /** What `developer_open_verify` answers: the key's state and remaining quota, spending nothing. */
  check(key: string): Promise<DeveloperKeyCheck>;
  quota: QuotaCounter;
}

interface KeyRow {
  id: number;
  uid: number;
  name: string;
  scopes: string[];
  secret_hash: string;
  counter_id: string;
  expires_at: Date;
  quota_minute: number;
  quota_day: number;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const limitsOf = (row: KeyRow): QuotaLimits => ({
  appId: row.id,
  counterId: row.counter_id,
  quotaMinute: row.quota_minute,
  quotaDay: row.quota_day,
});

export function apiKeyGate(app: AppContext, quota: QuotaCounter): ApiKeyGate {
  /** The app holding the key, read on every call so a revocation counts from the next one. */
  async function find(key: string): Promise<KeyRow | undefined> {
    const parsed = parseKey(key);
    if (!parsed) return undefined;
    const row = await app.db.kysely
      .selectFrom("developer_apps")
      .select([
        "id",
        "uid",
        "name",
        "scopes",
        "secret_hash",
        "counter_id",
        "expires_at",
        "quota_minute",
        "quota_day",
        "last_used_at",
        "revoked_at",
      ])
      .where("key_id", "=", parsed.keyId)
      .executeTakeFirst();
    return row && secretMatches(parsed.secret, row.secret_hash) ? row : undefined;
  }

  const stateOf = (row: KeyRow, now: Date) =>
    row.revoked_at !== null ? "revoked" : row.expires_at.getTime() <= now.getTime() ? "expired" : "active";

  return {
    quota,
    async admit(def, key) {
      const now = new Date();
      const row = await find(key);
      if (!row) return { ok: false, code: Code.ApiKeyUnknown };
      const state = stateOf(row, now);
      if (state === "revoked") return { ok: false, code: Code.ApiKeyRevoked };
      if (state === "expired") return { ok: false, code: Code.ApiKeyExpired };
      if (!keyGrantable(def)) return { ok: false, code: Code.ApiKeyNotAllowed };
      if (!row.scopes.includes(actionPath(def))) return { ok: false, code: Code.ApiKeyScopeDenied };
      const holder = await app.users.get(row.uid);
      if (holder?.status !== 0) return { ok: false, code: Code.AccountRejected };
      const usage = await quota.spend(limitsOf(row), now);
      if (usage.exhausted) {
        return { ok: false, code: usage.exhausted === "minute" ? Code.ApiKeyMinuteQuota : Code.ApiKeyDayQuota, usage };
      }
      if (row.last_used_at === null || now.getTime() - row.last_used_at.getTime() >= LAST_USE_STEP_MS) {
        await app.db.query(
          `UPDATE developer_apps SET last_used_at = $2 WHERE id = $1
           AND (last_used_at IS NULL OR last_used_at <= $2::timestamptz - interval '1 minute')`,
          [row.id, now],
        );
      }
      // The call runs as the holder's own session would: their uid, nothing more.
      const session =
        def.auth === "none" ? null : { uid: row.uid, wallet: holder.wallet_addr, family: `key:${row.id}` };
      return { ok: true, session, usage };
    },
    async check(key) {
      const row = await find(key);
      if (!row) return { valid: false, state: "unknown", app: null };
      const state = stateOf(row, new Date());
      const usage = await quota.peek(limitsOf(row));
      return {
        valid: state === "active",
        state,
        app: {
          app_id: row.id,
          name: row.name,
          scopes: row.scopes,
          expires_at: Math.floor(row.expires_at.getTime() / 1000),
          quota_minute: row.quota_minute,
          quota_day: row.quota_day,
          remaining_minute: usage.minute.remaining,
          remaining_day: usage.day.remaining,
        },
      };
    },
  };
}
