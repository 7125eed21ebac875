/**
 * Processes killed with SIGKILL: a worker in the middle of a job, and one of two API instances
 * under load. Two API instances (WORKERS=off) behind a TCP balancer and a worker-only process
 * share a database and an upload folder.
 *
 * Worker: a multi-send delivery is under way (the network has taken the post and holds its answer)
 * when its worker is killed. Another worker starts; once the job's expiry (the network time-out
 * and a margin) has passed and the queue's upkeep has seen it, the job runs again there, finds the
 * call may have been made, and marks it unknown instead of posting again: the post happened once.
 *
 * API instance: members write without pause through the balancer when instance 2 is killed. The
 * requests in flight on it fail as connection errors (no HTTP answer at all, so never a 500);
 * everything else is answered by instance 1, and every acknowledged write is in the database once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { type Networks, startNetworks } from "../../apps/gateway/test/networks/index.ts";
import { api } from "../../packages/protocol/src/index.ts";
import { type Balancer, startBalancer } from "./balancer.ts";
import {
  type FaultGateway,
  type Member,
  type Outcome,
  outcomeOf,
  signInMember,
  startFaultGateway,
  uploadCover,
} from "./gateway.ts";
import { broke, restored, verified, waitFor } from "./report.ts";
import { createScratchDatabase, type ScratchDatabase } from "./scratch-database.ts";

/**
 * The multi-send call's time-out: a delivery's job expires this plus the gateway's 30 s margin
 * after it starts. The worker is killed as soon as the network has the post, well within it.
 */
const NETWORK_TIMEOUT_MS = 5_000;
const WRITERS = 8;

let networks: Networks;
let database: ScratchDatabase;
let uploads: string;
let settings: Record<string, string>;
const instances: FaultGateway[] = [];
let worker: FaultGateway;
let balancer: Balancer;

beforeAll(async () => {
  networks = await startNetworks();
  database = await createScratchDatabase();
  uploads = mkdtempSync(join(tmpdir(), "icms-faults-uploads-"));
  settings = {
    DATABASE_URL: database.url,
    UPLOAD_DIR: uploads,
    ...networks.env,
    MULTISEND_TIMEOUT_MS: String(NETWORK_TIMEOUT_MS),
    JOB_POLL_SECONDS: "0.5",
    // The queue's upkeep (which hands back a dead worker's job) every second, not every 30.
    JOB_MAINTENANCE_SECONDS: "1",
  };
  // The first instance migrates the database; the others start on it together.
  instances.push(await startFaultGateway({ ...settings, WORKERS: "off" }));
  const [second, only] = await Promise.all([
    startFaultGateway({ ...settings, WORKERS: "off" }),
    startFaultGateway({ ...settings, WORKERS: "only" }),
  ]);
  instances.push(second);
  worker = only;
  balancer = await startBalancer(
    instances.map(({ url }) => ({ host: new URL(url).hostname, port: Number(new URL(url).port) })),
  );
});

afterAll(async () => {
  await balancer?.close();
  await Promise.all([...instances, worker].map((gateway) => gateway?.stop()));
  await networks?.close();
  await database?.drop();
  if (uploads) rmSync(uploads, { recursive: true, force: true });
});

async function kill(gateway: FaultGateway): Promise<void> {
  gateway.process.child.kill("SIGKILL");
  await gateway.process.exited;
}

// The two run side by side: the worker's job waits out its expiry while the instance is killed.
describe.concurrent("processes killed", () => {
  it("runs a killed worker's job again on another worker after its expiry, with its effect once", async ({
    expect,
  }) => {
    // Straight to instance 1: the other test kills instance 2 meanwhile.
    const author = await signInMember((instances[0] as FaultGateway).url);
    const cover = await uploadCover(author);
    const { article_id } = await author.client.call(api.appcms_msrv.my_article_add_save, {
      article_type: 1,
      title: "Delivered once, whatever dies",
      abstract: "A multi-send delivery whose worker is killed mid-call.",
      content: "<p>The network takes the post; the worker dies before the answer.</p>",
      cover_url: cover,
      tags: "faults",
      lang: "en",
    });
    // Put online directly: the review that would is not under test here.
    await database.query("UPDATE articles SET status = 'online', published_at = now() WHERE id = $1", [article_id]);
    const { account_id } = await author.client.call(api.user_msrv.multisend_account_save, {
      network: "telegram",
      label: "telegram main",
      credentials: networks.telegram.credentials(),
    });
    networks.telegram.respondNext("hang");
    const post = await author.client.call(api.user_msrv.multisend_send, {
      item_id: article_id,
      account_ids: [account_id],
      idempotency_key: `faults-${Date.now()}`,
    });
    const target = post.targets[0]?.target_id as number;
    await waitFor("the network taking the post", () => networks.telegram.posts.length === 1, { intervalMs: 5 });
    await kill(worker);
    const killed = Date.now();
    broke(`worker (WORKERS=only): SIGKILL while its delivery job waited on the network's answer`);

    worker = await startFaultGateway({ ...settings, WORKERS: "only" });
    restored("another worker started on the same database");
    const state = async () =>
      (
        await database.query<{ state: string; error_kind: string | null }>(
          "SELECT state, error_kind FROM multisend_targets WHERE id = $1",
          [target],
        )
      )[0];
    await waitFor("the job run again by the other worker", async () => (await state())?.state === "unknown", {
      limitMs: 90_000,
      intervalMs: 250,
      state: () => "the target is still being sent",
    });
    expect(await state()).toEqual({ state: "unknown", error_kind: "interrupted" });
    expect(networks.telegram.posts).toHaveLength(1);
    verified(
      `the job ran again on the other worker ${Date.now() - killed} ms after the kill ` +
        `(expiry ${NETWORK_TIMEOUT_MS / 1000 + 30} s, upkeep every 1 s): the target marked unknown (interrupted), ` +
        "the network posted once",
    );
  });

  it("keeps serving from the other instance when one is killed under load, losing no acknowledged write", async ({
    expect,
  }) => {
    const members = await Promise.all(Array.from({ length: WRITERS }, () => signInMember(balancer.url)));
    const covers = await Promise.all(members.map(uploadCover));
    const writes: { title: string; started: number; outcome: Outcome<{ article_id: number }> }[] = [];
    let writing = true;
    const writer = async (member: Member, index: number) => {
      for (let n = 0; writing; n++) {
        const title = `fault-instance-${index}-${n}`;
        const started = Date.now();
        const outcome = await outcomeOf(
          member.client.call(api.appcms_msrv.my_article_add_save, {
            article_type: 1,
            title,
            abstract: "Written while one of two instances is killed.",
            content: "<p>Only what was in flight on the killed instance may fail.</p>",
            cover_url: covers[index] as string,
            tags: "faults",
            lang: "en",
          }),
        );
        writes.push({ title, started, outcome });
      }
    };
    const acked = (since = 0) => writes.filter((w) => w.outcome.ok && w.started >= since).length;
    const writers = members.map(writer);
    let killedAt = 0;
    try {
      await waitFor("30 writes acknowledged before the kill", () => acked() >= 30);
      await kill(instances[1] as FaultGateway);
      killedAt = Date.now();
      broke(`API instance 2: SIGKILL under ${WRITERS} concurrent writers, after ${acked()} acknowledged writes`);
      await waitFor("30 writes acknowledged after the kill", () => acked(killedAt) >= 30);
    } finally {
      writing = false;
      await Promise.all(writers);
    }

    const failed = writes.filter((w) => !w.outcome.ok);
    // A connection error has no HTTP status: the instance never answered, so it never answered 500.
    expect(failed.filter((w) => !w.outcome.ok && w.outcome.status !== undefined)).toEqual([]);
    // At most the request each writer had in flight when the instance died.
    expect(failed.length).toBeLessThanOrEqual(WRITERS);
    verified(
      `${failed.length} writes failed as connection errors (at most one in flight per writer), none answered 500; ` +
        `the balancer sent ${balancer.stats.refused[1]} connections on to instance 1 after instance 2 refused them`,
    );

    const rows = await database.query<{ id: number; title: string }>(
      "SELECT id::int AS id, title FROM articles WHERE title LIKE 'fault-instance-%'",
    );
    const byTitle = new Map<string, number[]>();
    for (const row of rows) byTitle.set(row.title, [...(byTitle.get(row.title) ?? []), row.id]);
    expect([...byTitle.values()].filter((ids) => ids.length > 1)).toEqual([]);
    const acknowledged = writes.filter((w) => w.outcome.ok);
    const lost = acknowledged.filter((w) => {
      const ids = byTitle.get(w.title);
      return !(w.outcome.ok && ids?.length === 1 && ids[0] === w.outcome.data.article_id);
    });
    expect(lost.map((w) => w.title)).toEqual([]);
    verified(
      `${acknowledged.length} acknowledged writes each in the database once; ` +
        `${failed.filter((w) => byTitle.has(w.title)).length} of ${failed.length} failed ones committed before the connection was cut`,
    );
  });
});
