import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code, GatewayError, type PostingLimited } from "@icms/protocol";
import { Redis } from "ioredis";
import { type Member, member } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { addPlanet, addTopic, startPlanetGateway } from "../../../test/planets.js";
import { memoryPostingLimiter, redisPostingLimiter } from "./posting-limit.js";

const intervals = { topic: 10_000, comment: 3_000 };

async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GatewayError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("memory limiter", () => {
  it("grants one post per interval and kind, per user, and says when the next is accepted", async () => {
    let t = 1_000_000;
    const limiter = memoryPostingLimiter(intervals, () => t);
    await limiter.take("topic", 1);
    await limiter.take("comment", 1);
    await limiter.take("topic", 2);
    const refused = await refusal(limiter.take("topic", 1));
    expect(refused.code).toBe(Code.TooFrequent);
    expect(refused.details).toEqual({ retry_after: 10, retry_at: new Date(t + 10_000).toISOString() });
    t += 3_000;
    await limiter.take("comment", 1);
    expect(((await refusal(limiter.take("topic", 1))).details as PostingLimited).retry_after).toBe(7);
    await limiter.release("topic", 1);
    await limiter.take("topic", 1);
  });
});

const redisUrl = process.env.REDIS_URL;
describe.runIf(redisUrl)("redis limiter", () => {
  let a: Redis;
  let b: Redis;
  beforeAll(() => {
    a = new Redis(redisUrl as string);
    b = new Redis(redisUrl as string);
  });
  afterAll(async () => {
    await Promise.all([a.quit(), b.quit()]);
  });
  it("is one limit for two instances: of many concurrent takes, exactly one per user wins", async () => {
    const namespace = `icms:test:${Math.random().toString(36).slice(2)}:`;
    const one = redisPostingLimiter(a, namespace, intervals);
    const two = redisPostingLimiter(b, namespace, intervals);
    const uid = 42;
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).take("topic", uid)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as GatewayError).code).toBe(Code.TooFrequent);
    expect(((refused.reason as GatewayError).details as PostingLimited).retry_after).toBeGreaterThanOrEqual(9);
    await one.release("topic", uid);
    await two.take("topic", uid);
  });
});

describe("through the gateway", () => {
  let gw: TestGateway;
  let owner: Member;
  beforeAll(async () => {
    gw = await startPlanetGateway({ PLANET_TOPIC_INTERVAL_MS: "60000", PLANET_COMMENT_INTERVAL_MS: "60000" });
    owner = await member(gw);
  });
  afterAll(() => gw.close());

  it("answers 802009 with the wait in its data and its message, and writes nothing", async () => {
    const planet = await addPlanet(owner);
    const topic = await addTopic(owner, planet.circle_id);
    const refused = await addTopic(owner, planet.circle_id).then(
      () => undefined,
      (error: { code?: number; data?: PostingLimited; message: string }) => error,
    );
    expect(refused?.code).toBe(Code.TooFrequent);
    expect(refused?.data?.retry_after).toBeGreaterThan(50);
    expect(refused?.message).toMatch(/you may post again in \d+ s/);
    // Comments have their own limit.
    const say = () => owner.client.call(api.appsocial_msrv.comment_add, { topic_id: topic.topic_id, content: "Noted" });
    await say();
    expect(await refusedWith(say())).toBe(Code.TooFrequent);
    const detail = await gw.client().call(api.appsocial_msrv.circle_detail, { circle_id: planet.circle_id });
    expect(detail.topic_count).toBe(1);
  });
});
