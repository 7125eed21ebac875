import { devPrivateKey } from "@icms/contracts";
import { reviewTypedData } from "@icms/protocol";
import { recoverTypedDataAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../test/harness.js";
import { seedDaoReview } from "./dao-review.js";

const DOMAIN = { chainId: 97, verifyingContract: "0x5FbDB2315678afecb367f032d93F642f64180aa3" } as const;
const DEMO_CAROL = privateKeyToAccount(devPrivateKey("carol")).address.toLowerCase();
const NAMES = ["alice", "bob", "carol", "dave", "mira", "kenji", "lena", "tomas"];

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

describe("demo review content", () => {
  it("leaves items waiting in three languages and signs the demo X-Men's decisions", async () => {
    const uids = new Map<string, number>();
    for (const [i, name] of NAMES.entries()) {
      const row = await gw.db.kysely
        .insertInto("users")
        .values({ wallet_addr: `0x${(i + 1).toString(16).padStart(40, "0")}`, nickname: name })
        .returning("uid")
        .executeTakeFirstOrThrow();
      uids.set(name, row.uid);
    }
    const keys = new Map([
      ["alice", devPrivateKey("alice")],
      ["carol", devPrivateKey("carol")],
    ]);
    const result = await gw.db.tx((q) =>
      seedDaoReview(q, {
        uids,
        keys,
        domain: DOMAIN,
        covers: ["/uploads/image/2025/01/00000000000000000000000000000001.jpg"],
        video: "/uploads/video/2025/01/00000000000000000000000000000002.mp4",
        now: new Date(),
      }),
    );
    expect(result).toEqual({ articles: 6, specials: 2 });

    const articles = await gw.db.kysely
      .selectFrom("articles")
      .select(["id", "status", "lang", "article_type"])
      .execute();
    expect(
      articles
        .filter((a) => a.status === "audit")
        .map((a) => a.lang)
        .sort(),
    ).toEqual(["en", "en", "ru", "zh"]);
    expect(articles.filter((a) => a.status === "audit" && a.article_type === 2)).toHaveLength(1);
    expect(articles.map((a) => a.status).sort()).toEqual(["audit", "audit", "audit", "audit", "online", "refused"]);
    const specials = await gw.db.kysely.selectFrom("specials").select(["special_type", "status"]).execute();
    expect(specials).toEqual([
      { special_type: 1, status: "audit" },
      { special_type: 2, status: "audit" },
    ]);

    const decisions = await gw.db.kysely.selectFrom("review_decisions").selectAll().orderBy("id").execute();
    expect(decisions).toHaveLength(5);
    for (const d of decisions) {
      const signer = await recoverTypedDataAddress({
        ...reviewTypedData(d.chain_id, DOMAIN.verifyingContract, {
          kind: d.kind as "article",
          item_id: d.item_id,
          decision: d.decision as "pass",
          reason_id: d.reason_id ?? 0,
          reason: d.reason,
          nonce: d.nonce,
          deadline: Number(d.deadline),
        }),
        signature: d.signature as `0x${string}`,
      });
      expect(signer.toLowerCase()).toBe(d.wallet_addr);
    }
    // The one waiting with a first pass keeps it open for the next member.
    expect(decisions.filter((d) => !d.settled)).toHaveLength(1);
    // Each decision speaks for its X-Man's staked NFTs on the local chain: alice 1 and 2, carol 5.
    const tokens = await gw.db.query<{ decision_id: number; token_id: string; settled: boolean }>(
      "SELECT decision_id, token_id::text AS token_id, settled FROM review_decision_tokens ORDER BY decision_id, token_id",
    );
    for (const d of decisions) {
      const mine = tokens.filter((t) => t.decision_id === d.id);
      expect(mine.map((t) => t.token_id)).toEqual(d.wallet_addr === DEMO_CAROL ? ["5"] : ["1", "2"]);
      expect(d.weight).toBe(mine.length);
      expect(mine.every((t) => t.settled === d.settled)).toBe(true);
    }
  });

  it("signs nothing without the development keys", async () => {
    const before = await gw.db.kysely.selectFrom("review_decisions").select("id").execute();
    const uids = new Map(NAMES.map((name, i) => [name, i + 1]));
    await gw.db.kysely.deleteFrom("specials").execute();
    await gw.db.kysely.deleteFrom("articles").execute();
    await gw.db.tx((q) =>
      seedDaoReview(q, { uids, keys: new Map(), covers: ["/c.jpg"], video: "/v.mp4", now: new Date() }),
    );
    expect(await gw.db.kysely.selectFrom("review_decisions").select("id").execute()).toHaveLength(before.length);
  });
});
