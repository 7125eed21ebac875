import { api, LEVEL_SIGNALS } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publish } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { LEVEL_PRIVILEGES, LEVEL_RULES, levelOf, progressTo, recomputeLevels } from "./levels.js";
import { datacentreGateway, type Person, person } from "./test-kit.js";

const none = { approved_pieces: 0, reads: 0, followers: 0, reviews_passed: 0, contribution: 0 };

describe("level rules", () => {
  it("are ordered, each asking at least what the one below asks, and grant only the levels' privileges", () => {
    for (const [i, rule] of LEVEL_RULES.entries()) {
      expect(rule.level).toBe(i);
      const below = LEVEL_RULES[i - 1];
      if (below) for (const s of LEVEL_SIGNALS) expect(rule.requires[s]).toBeGreaterThanOrEqual(below.requires[s]);
      for (const right of rule.rights) expect(LEVEL_PRIVILEGES).toContain(right.privilege_code);
    }
  });

  it("give the highest level whose every requirement is met, and the progress to the next", () => {
    expect(levelOf(none).level).toBe(0);
    expect(levelOf({ ...none, approved_pieces: 1, reviews_passed: 1, contribution: 10 }).level).toBe(1);
    // Many followers alone do not make a level: every signal counts.
    expect(levelOf({ ...none, followers: 1_000_000 }).level).toBe(0);
    const rising = LEVEL_RULES[2];
    if (!rising) throw new Error("no level 2");
    const half = progressTo(
      { approved_pieces: 5, reads: 50, followers: 10, reviews_passed: 5, contribution: 0 },
      rising,
    );
    expect(half.progress.find((p) => p.signal === "reads")).toEqual({ signal: "reads", have: 50, need: 100 });
    expect(half.ratio).toBeCloseTo((1 + 0.5 + 1 + 1 + 0) / 5);
  });
});

describe("the levels job", () => {
  let gw: TestGateway;
  let writer: Person;
  beforeAll(async () => {
    gw = await datacentreGateway();
    writer = await person(gw);
  });
  afterAll(() => gw.close());

  const privilegesOf = async (uid: number) =>
    gw.db.query<{ privilege_code: string; val: number }>(
      "SELECT privilege_code, val FROM user_privileges WHERE uid = $1 ORDER BY privilege_code",
      [uid],
    );

  it("raises a creator to the level their signals earn, grants its rights, and takes them back when the signals go", async () => {
    expect((await writer.client.call(api.datacentre_msrv.datacentre_level, {})).level).toBe(0);
    const article = await publish(writer);
    await gw.db.query("UPDATE articles SET passed_at = now() WHERE id = $1", [article]);
    await gw.db.query(
      `INSERT INTO income_epochs (epoch, starts_at, ends_at, weights, emission) VALUES (0, '2026-01-01', '2026-01-02', '{}', 0)
       ON CONFLICT DO NOTHING`,
    );
    await gw.db.query(
      "INSERT INTO contribution_ledger (source_kind, source_id, wallet, epoch, points, occurred_at) VALUES ('test', $1, $2, 0, 10, now())",
      [String(article), writer.wallet.toLowerCase()],
    );
    await recomputeLevels(gw.db);
    const level = await writer.client.call(api.datacentre_msrv.datacentre_level, {});
    expect(level).toMatchObject({
      level: 1,
      name: "creator",
      rights: [{ privilege_code: "upload_limit_mb", val: 200 }],
    });
    expect(level.signals).toEqual({ approved_pieces: 1, reads: 0, followers: 0, reviews_passed: 1, contribution: 10 });
    expect(level.next?.level).toBe(2);
    expect(level.next?.progress.find((p) => p.signal === "approved_pieces")).toEqual({
      signal: "approved_pieces",
      have: 1,
      need: 5,
    });
    expect(level.levels).toHaveLength(LEVEL_RULES.length);
    expect(await privilegesOf(writer.uid)).toEqual([{ privilege_code: "upload_limit_mb", val: 200 }]);
    const privilege = await writer.client.call(api.user_msrv.user_privilege_info, {
      privilege_code: "upload_limit_mb",
    });
    expect(privilege).toMatchObject({ val: 200, granted: true });

    // A re-run changes nothing; the piece deleted, the level and its right go.
    await recomputeLevels(gw.db);
    expect(await privilegesOf(writer.uid)).toEqual([{ privilege_code: "upload_limit_mb", val: 200 }]);
    await gw.db.query("UPDATE articles SET status = 'deleted', passed_at = NULL WHERE id = $1", [article]);
    await recomputeLevels(gw.db);
    expect((await writer.client.call(api.datacentre_msrv.datacentre_level, {})).level).toBe(0);
    expect(await privilegesOf(writer.uid)).toEqual([]);
  });

  it("leaves privileges the levels do not grant alone", async () => {
    const staff = await person(gw);
    await gw.db.query("INSERT INTO user_privileges (uid, privilege_code, val) VALUES ($1, 'edit_news', 1)", [
      staff.uid,
    ]);
    await recomputeLevels(gw.db);
    expect(await privilegesOf(staff.uid)).toEqual([{ privilege_code: "edit_news", val: 1 }]);
  });
});
