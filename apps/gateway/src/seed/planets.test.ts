import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { mediaUrl, startContentGateway } from "../../test/cms.js";
import type { TestGateway } from "../../test/harness.js";
import { seedPlanets } from "./planets.js";

const NAMES = ["alice", "bob", "carol", "dave", "mira", "kenji", "lena", "tomas"];

let gw: TestGateway;
beforeAll(async () => {
  gw = await startContentGateway();
  const uids = new Map<string, number>();
  for (const [i, name] of NAMES.entries()) {
    const row = await gw.db.kysely
      .insertInto("users")
      .values({ wallet_addr: `0x${(i + 1).toString(16).padStart(40, "0")}`, nickname: name })
      .returning("uid")
      .executeTakeFirstOrThrow();
    uids.set(name, row.uid);
  }
  const images = Array.from({ length: 6 }, () => mediaUrl("image"));
  await gw.db.tx((q) => seedPlanets(q, uids, images, [mediaUrl("video")], new Date()));
});
afterAll(() => gw.close());

describe("demo planets", () => {
  it("has a public and a private planet in each language, with members, topics, comments and likes", async () => {
    const client = gw.client();
    const planets = await client.call(api.appsocial_msrv.circle_list, { page_size: 100 });
    expect(planets.total).toBe(6);
    expect(planets.list.filter((p) => p.is_public === 0)).toHaveLength(3);
    expect(planets.list.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Rollup Research Lab", "链上数据分析", "Дневник DAO"]),
    );
    const feed = await client.call(api.appsocial_msrv.topics_list, { scope: "all", page_size: 100 });
    expect(feed.total).toBe(10);
    expect(feed.list.some((t) => t.video_url !== "")).toBe(true);
    expect(feed.list.some((t) => t.image_urls.length > 1)).toBe(true);
    expect(feed.list.some((t) => t.attachments.length === 1)).toBe(true);
    expect(feed.list.every((t) => t.like_count > 0)).toBe(true);
  });

  it("keeps every counter equal to its rows", async () => {
    const [row] = await gw.db.query<{ bad: number }>(
      `SELECT (SELECT count(*) FROM planets p WHERE member_count <> (SELECT count(*) FROM planet_members m WHERE m.circle_id = p.id)
                 OR topic_count <> (SELECT count(*) FROM planet_topics t WHERE t.circle_id = p.id))
            + (SELECT count(*) FROM planet_topics t WHERE like_count <> (SELECT count(*) FROM planet_likes l WHERE l.topic_id = t.id)
                 OR comment_count <> (SELECT count(*) FROM planet_comments c WHERE c.topic_id = t.id))
            + (SELECT count(*) FROM planet_likes l JOIN planet_topics t ON t.id = l.topic_id WHERE l.uid = t.author_uid)
            + (SELECT count(*) FROM planet_topics t JOIN planets p ON p.id = t.circle_id WHERE NOT p.is_public AND t.author_uid <> p.owner_uid)
            AS bad`,
    );
    expect(Number(row?.bad)).toBe(0);
  });
});
