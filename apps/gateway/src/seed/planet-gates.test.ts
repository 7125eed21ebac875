import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrl, startContentGateway } from "../../test/cms.js";
import type { TestGateway } from "../../test/harness.js";
import { seedGatedPlanets } from "./planet-gates.js";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startContentGateway();
  const uids = new Map<string, number>();
  for (const [i, name] of ["alice", "bob", "carol", "dave"].entries()) {
    const row = await gw.db.kysely
      .insertInto("users")
      .values({ wallet_addr: `0x${(i + 1).toString(16).padStart(40, "0")}`, nickname: name })
      .returning("uid")
      .executeTakeFirstOrThrow();
    uids.set(name, row.uid);
  }
  await gw.db.tx((q) => seedGatedPlanets(q, uids, [mediaUrl("image"), mediaUrl("image")], new Date()));
});
afterAll(() => gw.close());

describe("demo gated planets", () => {
  it("has one planet per gate kind, in three languages, with counters equal to their rows", async () => {
    const planets = await gw.client().call(api.appsocial_msrv.circle_list, { page_size: 100 });
    expect(planets.list.map((p) => [p.gate_kind, p.gate_amount]).sort()).toEqual([
      ["dao_nft", null],
      ["entry_fee", "50000000000000000000"],
      ["ict_balance", "1000000000000000000000"],
    ]);
    expect(planets.list.map((p) => p.name)).toEqual(
      expect.arrayContaining(["DAO NFT Holders' Hall", "ICT 持有者俱乐部", "Клуб аналитиков (взнос)"]),
    );
    const [row] = await gw.db.query<{ bad: number }>(
      `SELECT (SELECT count(*) FROM planets p WHERE member_count <> (SELECT count(*) FROM planet_members m WHERE m.circle_id = p.id)
                 OR topic_count <> (SELECT count(*) FROM planet_topics t WHERE t.circle_id = p.id))
            + (SELECT count(*) FROM planet_topics t WHERE like_count <> (SELECT count(*) FROM planet_likes l WHERE l.topic_id = t.id)
                 OR comment_count <> (SELECT count(*) FROM planet_comments c WHERE c.topic_id = t.id)) AS bad`,
    );
    expect(Number(row?.bad)).toBe(0);
  });
});
