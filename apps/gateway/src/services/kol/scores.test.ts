import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, publish, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { approvedKol, kolReviewer } from "../../../test/kol.js";
import { kolScores, logScore, SCORE_CAPS } from "./scores.js";

const none = {
  followers: 0,
  profile_likes: 0,
  planet_members: 0,
  planets: 0,
  published: 0,
  views: 0,
  likes: 0,
  comments: 0,
  collects: 0,
  reviews: 0,
};

describe("the score formula (docs/kol.md)", () => {
  it("is 100 · ln(1 + x) / ln(1 + cap), capped at 100, one decimal", () => {
    expect(logScore(0, 1000)).toBe(0);
    expect(logScore(-5, 1000)).toBe(0);
    expect(logScore(Number.NaN, 1000)).toBe(0);
    expect(logScore(1000, 1000)).toBe(100);
    expect(logScore(1_000_000, 1000)).toBe(100);
    // ln(100) / ln(10001) = 0.49999...
    expect(logScore(99, 10_000)).toBe(50);
    expect(logScore(9, 10_000)).toBe(25);
  });

  it("scores known signals", () => {
    expect(kolScores(none)).toEqual({ a_i: 0, a_e: 0, i_i: 0, i_e: 0, p_i: 0, score: 0 });
    const scores = kolScores({
      followers: 99, // A_I = 100·ln 100 / ln 10001 = 50.0
      profile_likes: 40,
      planet_members: 30, // A_E = 100·ln 71 / ln 5001 = 50.0
      planets: 2,
      published: 4, // P_I = 100·ln(1 + 4 + 6 + 20) / ln 1001 = 49.7
      views: 999, // I_I = 100·ln 1000 / ln 1000001 = 50.0
      likes: 10,
      comments: 5,
      collects: 5, // I_E = 100·ln(1 + 10 + 10 + 10) / ln 50001 = 31.7
      reviews: 20,
    });
    expect(scores).toEqual({ a_i: 50, a_e: 50, i_i: 50, i_e: 31.7, p_i: 49.7, score: 46.3 });
    const capped = kolScores({ ...none, followers: 10 * SCORE_CAPS.a_i, views: 5 * SCORE_CAPS.i_i });
    expect(capped).toMatchObject({ a_i: 100, i_i: 100, score: 40 });
  });
});

describe("scores computed by the job from what the platform measures", () => {
  let gw: TestGateway;
  let reviewer: Member;
  beforeAll(async () => {
    gw = await startContentGateway();
    reviewer = await kolReviewer(gw);
  });
  afterAll(() => gw.close());

  it("an approval computes the scores from followers and published content; a like computes them again", async () => {
    const kol = await member(gw);
    const fans = await Promise.all(Array.from({ length: 3 }, () => member(gw)));
    for (const fan of fans) await fan.client.call(api.user_msrv.user_follow_save, { uid: kol.uid });
    const article = await publish(kol);
    await gw.db.kysely
      .updateTable("articles")
      .set({ view_count: 999, like_count: 10, comment_count: 5, collect_count: 5 })
      .where("id", "=", article)
      .execute();

    const approved = await approvedKol(kol, reviewer);
    const expected = kolScores({
      ...none,
      followers: 3,
      published: 1,
      views: 999,
      likes: 10,
      comments: 5,
      collects: 5,
    });
    const detail = () => gw.client().call(api.user_msrv.kol_detail, { kol_id: approved.kol_id });
    await expect
      .poll(async () => (await detail()).scores.computed_at, { timeout: 20_000, interval: 200 })
      .not.toBeNull();
    expect((await detail()).scores).toMatchObject(expected);

    // A like feeds audience engagement: its job computes the scores again.
    const before = (await detail()).scores.computed_at;
    await (fans[0] as Member).client.call(api.user_msrv.kol_click_like, { kol_id: approved.kol_id });
    await expect
      .poll(async () => (await detail()).scores.computed_at, { timeout: 20_000, interval: 200 })
      .not.toBe(before);
    expect((await detail()).scores.a_e).toBe(kolScores({ ...none, profile_likes: 1 }).a_e);
  });
});
