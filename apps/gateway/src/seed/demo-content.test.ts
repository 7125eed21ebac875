import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mnemonicToAccount } from "viem/accounts";
import { api, LIMITS } from "@icms/protocol";
import { startContentGateway } from "../../test/cms.js";
import type { TestGateway } from "../../test/harness.js";
import { localStorage } from "../storage/local.js";
import { DEV_CHAIN_AUTHORS } from "./authors.js";
import { type SeedResult, seedDemoContent } from "./demo-content.js";

let gw: TestGateway;
let result: SeedResult;
beforeAll(async () => {
  gw = await startContentGateway();
  result = await seedDemoContent(gw.db, { storage: localStorage(gw.config.UPLOAD_DIR) });
}, 120_000);
afterAll(() => gw.close());

describe("demo content", () => {
  it("fills an empty database with a few hundred items by eight writers", () => {
    expect(result).toEqual({ seeded: true, users: 8, specials: 14, articles: 229 });
  });

  it("does nothing the second time", async () => {
    expect((await seedDemoContent(gw.db, { storage: localStorage(gw.config.UPLOAD_DIR) })).seeded).toBe(false);
    expect((await gw.db.query("SELECT count(*)::int AS n FROM articles"))[0]).toEqual({ n: 229 });
  });

  it("writes as the dev chain's demo accounts", () => {
    const names = ["alice", "bob", "carol", "dave"];
    for (const [i, name] of names.entries()) {
      const account = mnemonicToAccount("test test test test test test test test test test test junk", {
        addressIndex: i + 2,
      });
      expect(DEV_CHAIN_AUTHORS[i]).toEqual({ name, address: account.address });
    }
  });

  it("serves articles, videos and HowTos in three languages within the spec's limits", async () => {
    const client = gw.client();
    for (const lang of ["zh", "en", "ru"] as const) {
      // 72 articles and videos, and the demo wiki's entries (seed/wiki.ts: 3 in English, 2 each else).
      const wiki = (await client.call(api.appcms_msrv.wiki_list, { lang })).total;
      expect(wiki).toBe(lang === "en" ? 3 : 2);
      expect((await client.call(api.appcms_msrv.article_list, { lang })).total).toBe(72 + wiki);
      expect((await client.call(api.appcms_msrv.article_list, { lang, article_type: 2 })).total).toBe(24);
      expect((await client.call(api.appcms_msrv.article_list, { lang, is_howto: 1 })).total).toBe(24);
    }
    const pending = await gw.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM wiki_revisions WHERE state = 'pending'",
    );
    expect(pending[0]?.n).toBe(1);
    const restored = await gw.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM wiki_revisions WHERE restored_from IS NOT NULL",
    );
    expect(restored[0]?.n).toBe(1);
    const long = await gw.db.query(
      "SELECT id FROM articles WHERE char_length(title) > $1 OR char_length(abstract) > $2",
      [LIMITS.titleMaxChars, LIMITS.abstractMaxChars],
    );
    expect(long).toEqual([]);
    expect((await client.call(api.appcms_msrv.article_search, { keyword: "钱包" })).total).toBeGreaterThan(0);
    expect((await client.call(api.appcms_msrv.article_search, { keyword: "стейблкоин" })).total).toBeGreaterThan(0);
    expect((await client.call(api.appcms_msrv.special_list, { special_type: 2 })).total).toBe(3);
  });

  it("stores covers and playable MP4 videos through the storage", async () => {
    const video = (await gw.client().call(api.appcms_msrv.article_list, { article_type: 2, page_size: 1 })).list[0];
    const mp4 = await fetch(`${gw.url}${video?.video_url}`);
    expect(mp4.headers.get("content-type")).toBe("video/mp4");
    const bytes = Buffer.from(await mp4.arrayBuffer());
    expect(bytes.subarray(4, 8).toString()).toBe("ftyp");
    const cover = await fetch(`${gw.url}${video?.cover_url}`);
    expect(cover.headers.get("content-type")).toBe("image/jpeg");
    // Read to the end: a reply left unread holds its connection, and closing the gateway waits for it.
    expect(Buffer.from(await cover.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it("keeps every counter equal to its rows", async () => {
    const [drift] = await gw.db.query<{ likes: number; comments: number; lists: number }>(
      `SELECT
         (SELECT count(*)::int FROM articles a WHERE a.like_count <> (SELECT count(*) FROM article_likes l WHERE l.article_id = a.id)) AS likes,
         (SELECT count(*)::int FROM articles a WHERE a.comment_count <> (SELECT count(*) FROM article_comments c WHERE c.article_id = a.id)) AS comments,
         (SELECT (SELECT sum(n) FROM article_counts) - (SELECT count(*) FROM articles WHERE status = 'online'))::int AS lists`,
    );
    expect(drift).toEqual({ likes: 0, comments: 0, lists: 0 });
  });

  it("settles demo epochs, so the demo wallets have contribution and ICT to withdraw", async () => {
    const rows = await gw.db.query<{ wallet: string; ict: string }>(
      "SELECT wallet, sum(amount)::text AS ict FROM income_credits WHERE coin = 'ICT' GROUP BY wallet",
    );
    for (const author of DEV_CHAIN_AUTHORS) {
      const row = rows.find((r) => r.wallet === author.address.toLowerCase());
      expect(BigInt(row?.ict ?? 0)).toBeGreaterThan(0n);
    }
  });
});
