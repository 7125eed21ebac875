import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, everyAction } from "@icms/protocol";
import { startTestGateway, type TestGateway } from "../harness.js";
import { deltas, rowCounts, tablesOf } from "./burst.js";
import { brokenInvariants } from "./invariants.js";
import { payloadFor } from "./payload.js";
import { buildWorld, type World } from "./world.js";

/** The race fuzzer's own parts, on either database: a check that cannot fail would pass every race. */
let gw: TestGateway;
let world: World;
let uploads: string;
beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), "icms-race-"));
  gw = await startTestGateway({ UPLOAD_DIR: uploads, WORKERS: "off" });
  world = await buildWorld(gw, 3);
});
afterAll(async () => {
  await gw.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe("the race fuzzer's checks", () => {
  it("find a counter that no longer equals its rows, and nothing in a world made by the calls", async () => {
    const article_id = await world.id("article");
    await world.peers[0]?.client.call(api.appcms_msrv.article_add_like, { article_id });
    await world.id("planet");
    await world.id("course");
    expect(await brokenInvariants(gw.db)).toEqual([]);
    await gw.db.query("UPDATE articles SET like_count = like_count + 1 WHERE id = $1", [article_id]);
    expect(await brokenInvariants(gw.db)).toEqual([
      { invariant: "articles.like_count equals its rows", key: String(article_id), detail: "2 counted, 1 rows" },
    ]);
    await gw.db.query("UPDATE articles SET like_count = like_count - 1 WHERE id = $1", [article_id]);
  });

  it("count the rows a call adds, table by table", async () => {
    const tables = await tablesOf(gw.db);
    expect(tables.shared.has("article_counts")).toBe(true);
    expect(tables.shared.has("article_likes")).toBe(false);
    const before = await rowCounts(gw.db, tables);
    const circle_id = await world.id("planet");
    await world.peers[1]?.client.call(api.appsocial_msrv.circle_join_in, { circle_id });
    expect(deltas(before, await rowCounts(gw.db, tables), tables)).toEqual(new Map([["planet_members", 1]]));
  });

  it("build every action a payload its schema accepts", async () => {
    const refused: string[] = [];
    for (const def of everyAction()) {
      if (!def.input.safeParse(await payloadFor(def, world)).success) refused.push(`${def.group}/${def.name}`);
    }
    expect(refused).toEqual([]);
  });
});
