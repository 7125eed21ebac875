/**
 * Redis killed and started again under a gateway that uses it for its sign-in rate limit and the
 * cache invalidations between instances. While it is down the gateway goes on: sign-ins (limited
 * in the process), reads and writes (invalidations stay in the instance) are answered at once,
 * none with 500, and readiness says Redis is down; once it is back, readiness recovers and the
 * limits count in Redis again.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "../../packages/protocol/src/index.ts";
import { type FaultGateway, type Member, outcomeOf, signInMember, startFaultGateway } from "./gateway.ts";
import { type RedisServer, startRedisServer } from "./redis-server.ts";
import { broke, restored, verified, waitFor } from "./report.ts";

const NAMESPACE = "icms:faults:";

let redis: RedisServer;
let gateway: FaultGateway;
let member: Member;

beforeAll(async () => {
  redis = await startRedisServer();
  // The embedded database: this test breaks Redis only.
  gateway = await startFaultGateway({ DATABASE_URL: "", REDIS_URL: redis.url, RATE_LIMIT_NAMESPACE: NAMESPACE });
  member = await signInMember(gateway.url);
});

afterAll(async () => {
  await gateway?.stop();
  await redis?.stop();
});

/** A sign-in (rate limited), a read and a write (which publishes an invalidation), each timed. */
async function round(tag: string) {
  const timed = async (what: string, call: () => Promise<unknown>) => {
    const started = Date.now();
    const outcome = await outcomeOf(call());
    return { what, outcome, ms: Date.now() - started };
  };
  return [
    await timed("sign-in", () => signInMember(gateway.url)),
    await timed("article list", () => member.client.call(api.appcms_msrv.article_list, { page: 1, page_size: 10 })),
    await timed("profile write", () => member.client.call(api.user_msrv.set_bio, { bio: `fault ${tag}` })),
  ];
}

/** The keys Redis holds under the suite's namespace (a KEYS over a raw connection). */
function rateLimitKeys(url: string): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1");
    socket.once("error", reject);
    socket.once("data", (chunk: Buffer) => {
      socket.destroy();
      resolve(Number(/^\*(\d+)/.exec(chunk.toString())?.[1] ?? 0));
    });
    socket.write(`KEYS ${NAMESPACE}*\r\n`);
  });
}

const readiness = async () => {
  const response = await fetch(`${gateway.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { checks?: Record<string, unknown> } };
};

describe("Redis killed and started again", () => {
  it("answers while it is down, limits in the process, and counts in Redis again once it is back", async () => {
    for (const call of await round("before")) expect(call.outcome.ok, call.what).toBe(true);
    expect(await rateLimitKeys(redis.url)).toBeGreaterThan(0);

    await redis.kill();
    broke("Redis: SIGKILL (the rate limits' store and the invalidation channel are gone)");
    const down = await round("down");
    for (const call of down) expect(call.outcome, call.what).toMatchObject({ ok: true });
    verified(
      `while Redis is down: ${down.map((call) => `${call.what} answered in ${call.ms} ms`).join(", ")} ` +
        "(sign-in limited in the process, the invalidation kept in the instance)",
    );
    const notReady = await readiness();
    expect(notReady.status).toBe(503);
    expect(notReady.body.checks?.redis).toMatchObject({ ok: false });
    verified("readiness answers 503 naming Redis while it is down");

    await redis.start();
    restored("Redis: started again on the same port, empty");
    const back = Date.now();
    await waitFor("readiness once Redis is back", async () => (await readiness()).status === 200, { limitMs: 30_000 });
    verified(`readiness 200 again ${Date.now() - back} ms after Redis answers`);
    // The limiter's connection reconnects on its own schedule: a sign-in then counts in Redis.
    await waitFor(
      "a sign-in counted in Redis again",
      async () => {
        const [signIn] = await round("after");
        expect(signIn?.outcome.ok).toBe(true);
        return (await rateLimitKeys(redis.url)) > 0;
      },
      { limitMs: 30_000, intervalMs: 250 },
    );
    verified(`sign-ins counted in Redis again ${Date.now() - back} ms after it answers`);
  });
});
