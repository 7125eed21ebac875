import { afterAll, describe, expect, it } from "vitest";
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from "./rate-limit.js";

const limiters: [string, () => Promise<RateLimiter>][] = [["in-process", async () => memoryRateLimiter()]];
if (process.env.REDIS_URL)
  limiters.push(["redis", () => redisRateLimiter(process.env.REDIS_URL as string, `icms:test:${Date.now()}:`)]);

describe.each(limiters)("rate limiter (%s)", (_name, open) => {
  let limiter: RateLimiter;
  afterAll(() => limiter?.close());

  it("allows the limit and refuses the next hit, per key", async () => {
    limiter = await open();
    for (let i = 0; i < 3; i++) expect(await limiter.hit("a", 3, 60)).toBe(true);
    expect(await limiter.hit("a", 3, 60)).toBe(false);
    expect(await limiter.hit("b", 3, 60)).toBe(true);
  });
});

describe("in-process windows", () => {
  it("start again when the window ends", async () => {
    let clock = 0;
    const limiter = memoryRateLimiter(() => clock);
    expect(await limiter.hit("k", 1, 1)).toBe(true);
    expect(await limiter.hit("k", 1, 1)).toBe(false);
    clock = 1_000;
    expect(await limiter.hit("k", 1, 1)).toBe(true);
  });
});
