import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  type ActionDef,
  actionUrl,
  answerableCodes,
  api,
  Code,
  DEVELOPER_LIMITS,
  everyAction,
  SESSION_HEADERS,
  signedFields,
  signFields,
  type WireFields,
} from "@icms/protocol";
import { member, publish, startContentGateway } from "../cms.js";
import { newWallet, signIn, type TestGateway } from "../harness.js";
import { payloads } from "./inputs.js";
import { RUNS, recordShard, SEED, type ShardTotals } from "./totals.js";

/**
 * Every declared action, with and without a session, gets generated inputs (see inputs.ts) and
 * broken wire fields. Whatever it is sent, the gateway answers below HTTP 500, in the wire shape,
 * with a code the action declares (never 1001). A new action is fuzzed as soon as it is declared.
 * FUZZ_RUNS sets the inputs per action and session; FUZZ_SEED replays a failing run (totals.ts).
 *
 * The actions are dealt to shards (`fuzz-<n>.test.ts`, each one call of `fuzzShard`), so that
 * vitest runs them in workers side by side; each shard starts its own gateway and content.
 */

/** `keyed`: an open-platform API key holding every scope a key may hold (docs/open-platform.md). */
type SessionMode = "none" | "member" | "stale" | "keyed";
const MODES: readonly SessionMode[] = ["none", "member", "stale", "keyed"];

interface Sent {
  fields: Record<string, string>;
  file?: Uint8Array;
  headers?: Record<string, string>;
}

/** Shard `shard` (from 1) of `of`: every `of`-th declared action, from the `shard`-th on. */
export function fuzzShard(shard: number, of: number): void {
  let gw: TestGateway;
  let ids: number[] = [];
  const totals: ShardTotals = { database: "", actions: 0, requests: 0, serverErrors: 0 };

  beforeAll(async () => {
    gw = await startContentGateway();
    totals.database = gw.db.kind === "pglite" ? "PGlite" : "PostgreSQL";
    ids = await seedContent(gw);
  });

  afterAll(async () => {
    // The fuzzer's global setup sums the shards into one line per run (totals-setup.ts).
    recordShard(inject("fuzzTotalsDir"), shard, totals);
    // Undefined when the gateway did not start: that failure is the one to read.
    await gw?.close();
  });

  /** The reply is below 500, in the wire shape, with a code the action may answer, and not 1001. */
  async function check(def: ActionDef, response: Response, what: unknown): Promise<void> {
    totals.requests += 1;
    const text = await response.text();
    if (response.status >= 500) totals.serverErrors += 1;
    const context = `${actionUrl(def)} answered HTTP ${response.status} ${text.slice(0, 300)} to ${JSON.stringify(what)?.slice(0, 300)}`;
    expect(response.status, context).toBeLessThan(500);
    const reply = JSON.parse(text) as { code: unknown; msg: unknown; data: unknown };
    expect(typeof reply.code, context).toBe("number");
    expect(typeof reply.msg === "string" && reply.msg.length > 0, context).toBe(true);
    expect("data" in reply, context).toBe(true);
    expect(reply.code, context).not.toBe(Code.SystemError);
    expect(answerableCodes(def).has(reply.code as never), context).toBe(true);
  }

  describe(`every declared action (shard ${shard} of ${of})`, () => {
    for (const def of everyAction().filter((_, index) => index % of === shard - 1)) {
      it(`${actionUrl(def)} answers any input below 500, in the wire shape, with a declared code`, async () => {
        totals.actions += 1;
        for (const mode of MODES) {
          const headers = await sessionHeaders(gw, mode);
          await fc.assert(
            fc.asyncProperty(payloads(def.input, ids), fc.uint8Array({ maxLength: 64 }), async (payload, file) => {
              await check(def, await send(gw, def, { fields: sign(gw, payload), file, headers }), payload);
            }),
            { numRuns: RUNS, seed: SEED, endOnFailure: true },
          );
        }
        for (const [name, fields] of Object.entries(brokenWire(gw))) {
          await check(def, await send(gw, def, { fields }), name);
        }
      });
    }
  });
}

/** Content for handlers to find: the ids an id field is drawn from. */
async function seedContent(gw: TestGateway): Promise<number[]> {
  const [alice, bob] = await Promise.all([member(gw), member(gw)]);
  const article = await publish(alice, { tags: "fuzz,rollups" });
  const special = await alice.client.call(api.appcms_msrv.special_add_save, {
    name: "Fuzzed column",
    abstract: "Seeded for the fuzzer",
    cover_url: `/uploads/image/2025/01/${"a".repeat(32)}.png`,
    tags: "fuzz",
  });
  await bob.client.call(api.appcms_msrv.article_comment_add, { article_id: article, content: "Seeded comment" });
  const planet = await alice.client.call(api.appsocial_msrv.circle_add, {
    name: "Fuzzed planet",
    icon_url: `/uploads/image/2025/01/${"b".repeat(32)}.png`,
  });
  const topic = await alice.client.call(api.appsocial_msrv.topics_add, { circle_id: planet.circle_id, name: "Fuzzed" });
  await alice.client.call(api.appsocial_msrv.comment_add, { topic_id: topic.topic_id, content: "Seeded comment" });
  return [1, 2, 3, article, special.special_id, alice.uid, bob.uid, planet.circle_id, topic.topic_id];
}

function sign(gw: TestGateway, payload: unknown): Record<string, string> {
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    ...signedFields(payload, { appId: gw.config.APP_ID, appSecret: gw.config.APP_SECRET, lang: "en", timestamp }),
  };
}

async function send(gw: TestGateway, def: ActionDef, sent: Sent): Promise<Response> {
  let body: string | FormData;
  const headers: Record<string, string> = { ...sent.headers };
  if (def.body === "multipart") {
    const form = new FormData();
    for (const [key, value] of Object.entries(sent.fields)) form.append(key, value);
    form.append("file", new Blob([sent.file ?? new Uint8Array([0xff, 0xd8, 0xff])]), "fuzz.bin");
    body = form;
  } else {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(sent.fields).toString();
  }
  return fetch(`${gw.url}${actionUrl(def)}`, { method: "POST", headers, body });
}

async function sessionHeaders(gw: TestGateway, mode: SessionMode): Promise<Record<string, string>> {
  if (mode === "none") return {};
  if (mode === "stale") return { [SESSION_HEADERS.access]: "not-a-token", [SESSION_HEADERS.refresh]: "not-a-token" };
  // A fresh sign-in per action: an action may end its own session (logout, refresh).
  const { session } = await signIn(gw, newWallet());
  if (mode === "keyed") {
    // A fresh key per action, so one action's calls never spend another's quota.
    const holder = gw.client(session);
    const config = await holder.call(api.user_msrv.developer_open_config, {});
    const { key } = await holder.call(api.user_msrv.developer_open_save, {
      name: "Fuzzer",
      scopes: config.groups
        .flatMap((group) => group.scopes.map((entry) => entry.scope))
        .slice(0, DEVELOPER_LIMITS.scopesMax),
      expires_at: Math.floor(Date.now() / 1000) + 86_400,
      quota_minute: config.quota_minute_max,
      quota_day: config.quota_day_max,
    });
    return { authorization: `Bearer ${key}` };
  }
  return { [SESSION_HEADERS.access]: session.accessToken ?? "", [SESSION_HEADERS.refresh]: session.refreshToken ?? "" };
}

/** Wire fields broken one way each: unsigned, unreadable data, stale, another app, nothing at all. */
function brokenWire(gw: TestGateway): Record<string, Record<string, string>> {
  const valid = sign(gw, {});
  const { sign: _signature, ...unsigned } = valid;
  const unreadable = { ...unsigned, data: "{" };
  return {
    "data is not JSON": { ...unreadable, sign: signFields(unreadable as unknown as WireFields, gw.config.APP_SECRET) },
    "data changed after signing": { ...valid, data: '{"x":1}' },
    "no signature": unsigned,
    "a stale timestamp": { ...valid, timestamp: "1" },
    "another app": { ...valid, app_id: "someone-else" },
    "no fields": {},
    "an unknown language": { ...valid, lang: "xx" },
  };
}
