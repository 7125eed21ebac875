import { api, Code, codeMessage } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrl, member, publish } from "../../../../test/cms.js";
import { refusedWith } from "../../../../test/harness.js";
import {
  type ReviewSetup,
  type Reviewer,
  reviewer,
  signedDecision,
  startReviewGateway,
} from "../../../../test/review.js";

let setup: ReviewSetup;
let alice: Reviewer;
let carol: Reviewer;
let dave: Reviewer;

beforeAll(async () => {
  setup = await startReviewGateway(3);
  [alice, carol, dave] = await Promise.all([
    reviewer(setup, "alice"),
    reviewer(setup, "carol"),
    reviewer(setup, "dave"),
  ]);
});
afterAll(async () => setup?.close());

const pass = async (who: Reviewer, id: number) =>
  who.client.call(api.daoclub_msrv.dao_article_set_status, {
    article_id: id,
    ...(await signedDecision(setup, who.account, { kind: "article", item_id: id, decision: "pass" })),
  });

describe("daoclub_msrv/dao_article_*", () => {
  it("needs a session, and a member: a non-member gets 801124 with the spec's text", async () => {
    const anonymous = setup.gw.client();
    expect(await refusedWith(anonymous.call(api.daoclub_msrv.dao_article_list, {}))).toBe(Code.NotLoggedIn);
    const author = await member(setup.gw);
    const id = await publish(author);
    const signed = await signedDecision(setup, dave.account, { kind: "article", item_id: id, decision: "pass" });
    const calls = [
      () => dave.client.call(api.daoclub_msrv.dao_article_list, {}),
      () => dave.client.call(api.daoclub_msrv.dao_article_detail, { article_id: id }),
      () => dave.client.call(api.daoclub_msrv.dao_article_set_status, { article_id: id, ...signed }),
    ];
    for (const call of calls) {
      const error = (await call().then(
        () => undefined,
        (e: unknown) => e,
      )) as { code: number; message: string };
      expect(error.code).toBe(Code.NotDaoMember);
      expect(error.message).toBe(codeMessage(Code.NotDaoMember, "en"));
    }
  });

  it("lists what waits in review, oldest first, with the tally and the caller's decision", async () => {
    const author = await member(setup.gw);
    const article = await publish(author, { title: "Waiting article" });
    const video = await publish(author, {
      title: "Waiting video",
      article_type: 2,
      video_url: mediaUrl("video"),
    });
    const list = await alice.client.call(api.daoclub_msrv.dao_article_list, { page_size: 100 });
    const ids = list.list.map((item) => item.article_id);
    expect(ids).toContain(article);
    expect(ids).toContain(video);
    expect(ids.indexOf(article)).toBeLessThan(ids.indexOf(video));
    expect(list.list.every((item) => item.status === "audit")).toBe(true);
    const videos = await alice.client.call(api.daoclub_msrv.dao_article_list, { article_type: 2, page_size: 100 });
    expect(videos.list.map((item) => item.article_id)).toContain(video);
    expect(videos.list.map((item) => item.article_id)).not.toContain(article);

    await pass(carol, article);
    const seen = await alice.client.call(api.daoclub_msrv.dao_article_list, { page_size: 100 });
    expect(seen.list.find((item) => item.article_id === article)?.review).toEqual({
      pass_count: 1,
      reject_count: 0,
      quorum: 3,
      my_decision: null,
    });
    const detail = await carol.client.call(api.daoclub_msrv.dao_article_detail, { article_id: article });
    expect(detail.content).toContain("Fraud proofs");
    expect(detail.review.my_decision).toBe("pass");
    expect(detail.votes).toHaveLength(1);
    expect(detail.votes[0]).toMatchObject({
      wallet_addr: carol.account.address.toLowerCase(),
      decision: "pass",
      weight: 1,
      token_ids: ["5"],
    });
    expect(detail.votes[0]?.signature).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it("puts an item online at the pass quorum of staked NFTs, once per member (801123)", async () => {
    const author = await member(setup.gw);
    const id = await publish(author);
    // alice's decision speaks for her two staked NFTs.
    expect(await pass(alice, id)).toMatchObject({ status: "audit", review: { pass_count: 2, my_decision: "pass" } });
    expect(await refusedWith(pass(alice, id))).toBe(Code.AlreadyReviewed);
    // Still private while it waits.
    expect(await refusedWith(setup.gw.client().call(api.appcms_msrv.article_detail, { article_id: id }))).toBe(
      Code.NotFound,
    );
    expect(await pass(carol, id)).toMatchObject({ status: "online", review: { pass_count: 3 } });
    const mine = await author.client.call(api.appcms_msrv.my_article_detail, { article_id: id });
    expect(mine).toMatchObject({ status: "online", passed: true, review: { pass_count: 3, reject_count: 0 } });
    expect(mine.published_at).not.toBeNull();
    expect((await setup.gw.client().call(api.appcms_msrv.article_detail, { article_id: id })).status).toBe("online");
    // Decided items leave the queue: 3002 on detail and on another decision.
    expect(await refusedWith(alice.client.call(api.daoclub_msrv.dao_article_detail, { article_id: id }))).toBe(
      Code.NotFound,
    );
    expect(await refusedWith(pass(dave, id))).toBe(Code.NotDaoMember);
  });

  it("refuses at the reject quorum; a reject needs a reason and the author reads them", async () => {
    const author = await member(setup.gw);
    const id = await publish(author, { title: "Doubtful claims" });
    const reject = async (who: Reviewer, reason_id: number, reason: string) =>
      who.client.call(api.daoclub_msrv.dao_article_set_status, {
        article_id: id,
        ...(await signedDecision(setup, who.account, {
          kind: "article",
          item_id: id,
          decision: "reject",
          reason_id,
          reason,
        })),
      });
    expect(await refusedWith(reject(alice, 0, "   "))).toBe(Code.ReviewReasonRequired);
    expect(await refusedWith(reject(alice, 99, ""))).toBe(Code.ReviewReasonRequired);
    expect(await reject(alice, 5, "")).toMatchObject({ status: "audit", review: { reject_count: 2 } });
    expect(await reject(carol, 0, "Sources are missing for the yield figures")).toMatchObject({ status: "refused" });

    const mine = await author.client.call(api.appcms_msrv.my_article_detail, { article_id: id });
    expect(mine).toMatchObject({ status: "refused", passed: false });
    expect(mine.review).toEqual({
      pass_count: 0,
      reject_count: 3,
      quorum: 3,
      reasons: ["Sources are missing for the yield figures", "False or misleading information"],
    });
    const listed = await author.client.call(api.appcms_msrv.my_article_list, { status: "refused" });
    expect(listed.list[0]?.review?.reasons).toHaveLength(2);
    // Submitted again, it is a new round: the earlier reviewers may decide again.
    await author.client.call(api.appcms_msrv.my_article_set_status, { ids: [id], op: "audit" });
    expect(await pass(alice, id)).toMatchObject({ status: "audit", review: { pass_count: 2, reject_count: 0 } });
  });

  it("refuses a decision on one's own item (1006) and on an unknown one (3002)", async () => {
    const own = await publish({ uid: alice.uid, wallet: alice.account.address, client: alice.client });
    expect(await refusedWith(pass(alice, own))).toBe(Code.PermissionDenied);
    expect(await refusedWith(pass(alice, 2_000_000))).toBe(Code.NotFound);
  });

  it("keeps wiki entries (article_type 3) to the dao_wiki calls", async () => {
    const author = await member(setup.gw);
    const { id } = await setup.gw.db.kysely
      .insertInto("articles")
      .values({
        article_type: 3,
        author_uid: author.uid,
        lang: "en",
        title: "Merkle tree",
        abstract: "A hash tree.",
        content: "<p>Each parent hashes its children.</p>",
        cover_url: mediaUrl("image"),
        status: "audit",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const wikis = await alice.client.call(api.daoclub_msrv.dao_wiki_list, {});
    expect(wikis.list.map((item) => item.article_id)).toEqual([id]);
    expect((await alice.client.call(api.daoclub_msrv.dao_wiki_detail, { article_id: id })).title).toBe("Merkle tree");
    expect(await refusedWith(alice.client.call(api.daoclub_msrv.dao_article_detail, { article_id: id }))).toBe(
      Code.NotFound,
    );
    const articles = await alice.client.call(api.daoclub_msrv.dao_article_list, { page_size: 100 });
    expect(articles.list.map((item) => item.article_id)).not.toContain(id);
    for (const who of [alice, carol]) {
      await who.client.call(api.daoclub_msrv.dao_wiki_set_status, {
        article_id: id,
        ...(await signedDecision(setup, who.account, { kind: "wiki", item_id: id, decision: "pass" })),
      });
    }
    expect((await alice.client.call(api.daoclub_msrv.dao_wiki_list, {})).total).toBe(0);
  });
});
