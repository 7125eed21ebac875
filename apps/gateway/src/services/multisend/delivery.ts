/**
 * The delivery of one target (job `multisend.deliver`), which never posts twice: the target is
 * moved to `sending` in its own transaction before the network is called, so a job that finds
 * it still `sending` (the process died mid-call and the job came back) marks it unknown instead
 * of calling again. A time-out is unknown too, and only the user retries it.
 */
import type { TargetError } from "@icms/protocol";
import type { AppContext } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { CONNECTORS } from "./connectors/index.js";
import type { PostResult } from "./connectors/types.js";
import { openNotice } from "./failure-notice.js";
import { accountCredentials } from "./rows.js";

export interface DeliverPayload {
  target_id: number;
  /** The target's `job_seq` when the job was sent; another number means the job is stale. */
  seq: number;
}

/** Calls made for a rate-limited target before it fails. */
const RATE_LIMIT_ATTEMPTS = 6;
/** Calls made for a target the network keeps failing (5xx, no connection) before it fails. */
const SERVER_ATTEMPTS = 4;
const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 10 * 60_000;
/** A delivery's own database work beside its one network call, generously. */
const DELIVERY_MARGIN_SECONDS = 30;

/** The wait before the next attempt: doubling from one second, capped, with a little jitter. */
function backoffMs(attempt: number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 + Math.random() * 0.2));
}

/**
 * Queues the delivery of a target, inside `q`'s transaction. A started job counts as lost (its
 * process died mid-call) once it has run for the network time-out plus a margin, not pg-boss's
 * default quarter hour: it then runs again, finds the target still `sending`, and marks it unknown.
 */
export async function queueDelivery(
  app: Pick<AppContext, "jobs" | "config">,
  q: Queryable,
  payload: DeliverPayload,
  startAfterSeconds?: number,
): Promise<void> {
  const expireInSeconds = Math.ceil(app.config.MULTISEND_TIMEOUT_MS / 1000) + DELIVERY_MARGIN_SECONDS;
  await app.jobs.send(q, "multisend.deliver", payload, {
    expireInSeconds,
    ...(startAfterSeconds !== undefined ? { startAfterSeconds } : {}),
  });
}

type Claim = Awaited<ReturnType<typeof claim>>;

async function finish(
  q: Queryable,
  targetId: number,
  state: "failed" | "unknown",
  kind: TargetError,
  detail = "",
): Promise<void> {
  await q.kysely
    .updateTable("multisend_targets")
    .set({ state, error_kind: kind, error_detail: detail.slice(0, 300), next_attempt_at: null, updated_at: new Date() })
    .where("id", "=", targetId)
    .execute();
  await openNotice(q, targetId);
}

/** Moves a queued target to `sending`, in its own transaction; undefined when there is nothing to call. */
async function claim(app: AppContext, { target_id, seq }: DeliverPayload) {
  return app.db.tx(async (q) => {
    const row = await q.kysely
      .selectFrom("multisend_targets as t")
      .innerJoin("multisend_posts as p", "p.id", "t.post_id")
      .innerJoin("multisend_accounts as a", "a.id", "t.account_id")
      .select(["t.id", "t.state", "t.job_seq", "t.attempts", "t.network", "p.title", "p.link", "p.cover_url"])
      .select(["a.id as account_id", "a.status as account_status", "a.deleted_at"])
      .where("t.id", "=", target_id)
      .forUpdate("t")
      .executeTakeFirst();
    if (!row || row.job_seq !== seq) return undefined;
    if (row.state === "sending") {
      // A call was under way when the process stopped: it may have posted. Never call again.
      await finish(q, row.id, "unknown", "interrupted");
      return undefined;
    }
    if (row.state !== "queued") return undefined;
    if (row.deleted_at !== null) {
      await finish(q, row.id, "failed", "account_gone");
      return undefined;
    }
    if (row.account_status !== "active") {
      await finish(q, row.id, "failed", "auth");
      return undefined;
    }
    const attempts = row.attempts + 1;
    await q.kysely
      .updateTable("multisend_targets")
      .set({ state: "sending", attempts, next_attempt_at: null, updated_at: new Date() })
      .where("id", "=", row.id)
      .execute();
    return { ...row, attempts };
  });
}

export async function deliver(app: AppContext, payload: DeliverPayload): Promise<void> {
  const target = await claim(app, payload);
  if (!target) return;
  const account = await app.db.kysely
    .selectFrom("multisend_accounts")
    .selectAll()
    .where("id", "=", target.account_id)
    .executeTakeFirstOrThrow();
  const connector = CONNECTORS[target.network as keyof typeof CONNECTORS];
  const credentials = accountCredentials(app.multisend.keys, account);
  let result: PostResult = { kind: "auth", detail: "stored credentials cannot be read" };
  if (credentials) {
    result = await connector.post(app.multisend.env, credentials, {
      title: target.title,
      link: target.link,
      cover_url: target.cover_url,
      idempotency_key: `icms-multisend-${target.id}-${payload.seq}`,
    });
  }
  // An auth refusal is checked with who-am-I before anything is disconnected.
  let credentialsDead = false;
  if (result.kind === "auth") {
    credentialsDead = !credentials || (await connector.whoami(app.multisend.env, credentials)).kind === "auth";
  }
  await record(app, target, payload.seq, result, credentialsDead);
}

async function record(
  app: AppContext,
  target: NonNullable<Claim>,
  seq: number,
  result: PostResult,
  credentialsDead: boolean,
): Promise<void> {
  await app.db.tx(async (q) => {
    // Only the call this job made is recorded: the target is still `sending` under this job.
    const current = await q.kysely
      .selectFrom("multisend_targets")
      .select(["state", "job_seq"])
      .where("id", "=", target.id)
      .forUpdate()
      .executeTakeFirst();
    if (current?.state !== "sending" || current.job_seq !== seq) return;
    const requeue = async (delayMs: number, detail: string) => {
      const next = seq + 1;
      await q.kysely
        .updateTable("multisend_targets")
        .set({
          state: "queued",
          job_seq: next,
          next_attempt_at: new Date(Date.now() + delayMs),
          error_detail: detail.slice(0, 300),
          updated_at: new Date(),
        })
        .where("id", "=", target.id)
        .execute();
      await queueDelivery(app, q, { target_id: target.id, seq: next }, delayMs / 1000);
    };
    switch (result.kind) {
      case "posted":
        // The network's id is saved with the state: a post counts as sent only with it.
        await q.kysely
          .updateTable("multisend_targets")
          .set({
            state: "sent",
            remote_id: result.remote_id.slice(0, 200),
            remote_url: result.remote_url.slice(0, 500),
            error_kind: null,
            error_detail: "",
            updated_at: new Date(),
          })
          .where("id", "=", target.id)
          .execute();
        return;
      case "rate_limited":
        if (target.attempts >= RATE_LIMIT_ATTEMPTS) return finish(q, target.id, "failed", "unavailable", result.detail);
        return requeue(Math.min(BACKOFF_MAX_MS, result.retry_after_ms ?? backoffMs(target.attempts)), result.detail);
      case "server_error":
      case "unreachable":
        if (target.attempts >= SERVER_ATTEMPTS) return finish(q, target.id, "failed", "unavailable", result.detail);
        return requeue(backoffMs(target.attempts), result.detail);
      case "auth":
        if (!credentialsDead) return finish(q, target.id, "failed", "transient", result.detail);
        await q.kysely
          .updateTable("multisend_accounts")
          .set({ status: "needs_reconnect", checked_at: new Date() })
          .where("id", "=", target.account_id)
          .execute();
        return finish(q, target.id, "failed", "auth", result.detail);
      case "rejected":
        return finish(q, target.id, "failed", "rejected", result.detail);
      case "host_refused":
        return finish(q, target.id, "failed", "rejected", "private or local host refused");
      case "unknown":
        return finish(q, target.id, "unknown", result.reason, result.detail);
    }
  });
}
