/**
 * PostgreSQL killed during concurrent writes and started again. Members write articles through
 * the gateway without pause; the suite's own PostgreSQL server is killed (SIGKILL to the
 * postmaster and its backends) and started again (crash recovery). While it is down every request
 * must be answered at once with 503, code 1001 and Retry-After (never 500, never left hanging);
 * once it is back writes succeed again within seconds; and afterwards every write the gateway
 * acknowledged is in the database exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../../apps/gateway/src/db/postgres.ts";
import { api } from "../../packages/protocol/src/index.ts";
import {
  type FaultGateway,
  type Member,
  type Outcome,
  outcomeOf,
  signInMember,
  startFaultGateway,
  uploadCover,
} from "./gateway.ts";
import { type PostgresServer, startPostgresServer } from "./postgres-server.ts";
import { broke, restored, verified, waitFor } from "./report.ts";

const WRITERS = 8;
/** A writer's pause after a refused write, as a client honouring the refusal would (shorter than Retry-After, to count many). */
const PAUSE_AFTER_REFUSAL_MS = 50;

let server: PostgresServer;
let gateway: FaultGateway;
let members: Member[];
let covers: string[];

beforeAll(async () => {
  server = await startPostgresServer();
  gateway = await startFaultGateway({ DATABASE_URL: server.url });
  members = await Promise.all(Array.from({ length: WRITERS }, () => signInMember(gateway.url)));
  covers = await Promise.all(members.map(uploadCover));
});

afterAll(async () => {
  await gateway?.stop();
  await server?.stop();
});

interface Write {
  title: string;
  started: number;
  ended: number;
  outcome: Outcome<{ article_id: number }>;
}

describe("PostgreSQL killed during concurrent writes", () => {
  it("refuses clearly while down, recovers within seconds, and keeps every acknowledged write exactly once", async () => {
    const writes: Write[] = [];
    let writing = true;
    const writer = async (member: Member, index: number) => {
      for (let n = 0; writing; n++) {
        const title = `fault-db-${index}-${n}`;
        const started = Date.now();
        const outcome = await outcomeOf(
          member.client.call(api.appcms_msrv.my_article_add_save, {
            article_type: 1,
            title,
            abstract: "Written while the database is killed and started again.",
            content: "<p>Every acknowledged write must be kept, once.</p>",
            cover_url: covers[index] as string,
            tags: "faults",
            lang: "en",
          }),
        );
        writes.push({ title, started, ended: Date.now(), outcome });
        if (!outcome.ok) await new Promise((resolve) => setTimeout(resolve, PAUSE_AFTER_REFUSAL_MS));
      }
    };
    const acked = (since = 0) => writes.filter((w) => w.outcome.ok && w.started >= since).length;
    const refused = (since = 0) => writes.filter((w) => !w.outcome.ok && w.started >= since);
    const writers = members.map(writer);
    const state = () => {
      const kinds = new Map<string, number>();
      for (const { outcome } of writes) {
        const key = outcome.ok ? "acknowledged" : `HTTP ${outcome.status} code ${outcome.code} (${outcome.message})`;
        kinds.set(key, (kinds.get(key) ?? 0) + 1);
      }
      return `writes so far: ${JSON.stringify(Object.fromEntries(kinds))}`;
    };

    try {
      await waitFor("30 writes acknowledged before the fault", () => acked() >= 30, { state });
      const before = acked();
      await server.kill();
      const down = Date.now();
      broke(
        `PostgreSQL: SIGKILL to the postmaster and its backends after ${before} acknowledged writes by ${WRITERS} concurrent writers`,
      );

      await waitFor("20 writes refused while PostgreSQL is down", () => refused(down).length >= 20, { state });
      const whileDown = refused(down);
      const slowest = Math.max(...whileDown.map((w) => w.ended - w.started));
      verified(`${whileDown.length} writes while down answered in at most ${slowest} ms each`);

      const restarting = Date.now();
      await server.start();
      const restarted = Date.now();
      restored(
        `PostgreSQL: started again on the same folder, accepting connections after ${restarted - restarting} ms (crash recovery)`,
      );
      await waitFor("a write acknowledged after the restart", () => acked(restarted) >= 1, { limitMs: 30_000, state });
      const firstAfter = Math.min(...writes.filter((w) => w.outcome.ok && w.started >= restarted).map((w) => w.ended));
      verified(`writes succeed again ${firstAfter - restarted} ms after PostgreSQL accepts connections`);
      await waitFor("30 writes acknowledged after the restart", () => acked(restarted) >= 30, { state });
    } finally {
      writing = false;
      await Promise.all(writers);
    }

    // Every refusal, whenever it came (in flight at the kill, while down, during recovery): 503 with 1001.
    const refusals = writes.filter((w) => !w.outcome.ok);
    const kinds = new Map<string, number>();
    for (const w of refusals) {
      const key = w.outcome.ok ? "" : `HTTP ${w.outcome.status} code ${w.outcome.code}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    expect([...kinds.keys()]).toEqual(["HTTP 503 code 1001"]);
    verified(
      `every one of ${refusals.length} refused writes answered HTTP 503 with code 1001 (no 500, none timed out)`,
    );

    // What the database holds: each acknowledged write once, under the id it was acknowledged with.
    const db = await openPostgres(server.url, { size: 1 });
    const rows = await db
      .query<{ id: number; title: string }>("SELECT id::int AS id, title FROM articles WHERE title LIKE 'fault-db-%'")
      .finally(() => db.close());
    const byTitle = new Map<string, number[]>();
    for (const row of rows) byTitle.set(row.title, [...(byTitle.get(row.title) ?? []), row.id]);
    const doubled = [...byTitle.entries()].filter(([, ids]) => ids.length > 1);
    expect(doubled).toEqual([]);
    const acknowledged = writes.filter((w) => w.outcome.ok);
    const lost = acknowledged.filter((w) => {
      const ids = byTitle.get(w.title);
      return !(w.outcome.ok && ids?.length === 1 && ids[0] === w.outcome.data.article_id);
    });
    expect(lost.map((w) => w.title)).toEqual([]);
    const committedAnyway = refusals.filter((w) => byTitle.has(w.title)).length;
    verified(
      `${acknowledged.length} acknowledged writes each in the database exactly once (none lost, none doubled); ` +
        `${committedAnyway} of ${refusals.length} refused writes committed before the connection was cut`,
    );
  });
});
