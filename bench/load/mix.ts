// The member's mix: about 80% reads (lists, details, search, planet feeds), 15% writes (comments,
// likes, topics, follows) and 5% of the DAO and courses (review decisions and votes by X-Men,
// course quotes). Every call is one a correct client would make: a member likes a topic once and
// only in a planet he joined, waits out the posting limit (a comment instead of a topic, a like
// instead of a comment), signs decisions and votes as the web app does. So any refusal counts as
// an error.
import { randomBytes } from "node:crypto";
import { api, POSTING_LIMITS, REVIEW_DEADLINE_MAX_SECONDS, reviewTypedData, voteTypedData } from "@icms/protocol";
import { STUB_CHAIN_ID } from "./chain-stub.js";
import { clientOf, type Member } from "./members.js";
import { pick } from "./pools.js";
import { reads } from "./mix-reads.js";
import { call, type MixContext, type Step } from "./step.js";

/** A margin over the posting limit: the member's clock and the gateway's differ by the call's way. */
const LIMIT_MARGIN_MS = 1_500;

/** A planet topic of the member's planets that he may like, if any. */
function likeableTopic(m: Member, ctx: MixContext) {
  for (let tries = 0; tries < 5; tries++) {
    const topic = pick(ctx.pools.topics.get(pick(m.planets)) ?? []);
    if (topic && topic.author !== m.uid && !m.likedTopics.has(topic.id)) return topic;
  }
  return undefined;
}

async function likeTopic(m: Member, ctx: MixContext) {
  const topic = likeableTopic(m, ctx);
  if (!topic) return likeArticle(m, ctx);
  m.likedTopics.add(topic.id);
  await call(ctx, "click_like", "write", () => clientOf(m).call(api.appsocial_msrv.click_like, { topic_id: topic.id }));
}

async function likeArticle(m: Member, ctx: MixContext) {
  const id = pick(ctx.pools.articles);
  if (m.likedArticles.has(id)) return;
  m.likedArticles.add(id);
  await call(ctx, "article_add_like", "write", () =>
    clientOf(m).call(api.appcms_msrv.article_add_like, { article_id: id }),
  );
}

async function commentTopic(m: Member, ctx: MixContext) {
  const topic = pick(ctx.pools.topics.get(pick(m.planets)) ?? []);
  if (!topic || Date.now() - m.lastCommentAt < POSTING_LIMITS.commentIntervalSeconds * 1000 + LIMIT_MARGIN_MS)
    return likeTopic(m, ctx);
  m.lastCommentAt = Date.now();
  await call(ctx, "comment_add", "write", () =>
    clientOf(m).call(api.appsocial_msrv.comment_add, {
      topic_id: topic.id,
      content: `Agreed, and the fees matter too (${randomBytes(3).toString("hex")})`,
    }),
  );
  m.lastCommentAt = Date.now();
}

async function postTopic(m: Member, ctx: MixContext) {
  if (Date.now() - m.lastTopicAt < POSTING_LIMITS.topicIntervalSeconds * 1000 + LIMIT_MARGIN_MS)
    return commentTopic(m, ctx);
  const circle_id = pick(m.planets);
  m.lastTopicAt = Date.now();
  const made = await call(ctx, "topics_add", "write", () =>
    clientOf(m).call(api.appsocial_msrv.topics_add, {
      circle_id,
      name: `Field notes ${randomBytes(3).toString("hex")}`,
      content: "<p>What I learned bridging this week, with <strong>two</strong> caveats.</p>",
    }),
  );
  m.lastTopicAt = Date.now();
  if (made) ctx.pools.topics.get(circle_id)?.push({ id: made.topic_id, author: m.uid });
}

const writes: [number, Step][] = [
  [4, commentTopic],
  [
    3,
    (m, ctx) =>
      call(ctx, "article_comment_add", "write", () =>
        clientOf(m).call(api.appcms_msrv.article_comment_add, {
          article_id: pick(ctx.pools.openArticles),
          content: `Clear write-up, thanks. One question on the risks (${randomBytes(3).toString("hex")})`,
        }),
      ),
  ],
  [3, likeTopic],
  [2, likeArticle],
  [1.5, postTopic],
  [
    1.5,
    async (m, ctx) => {
      const uid = pick(ctx.pools.users);
      if (uid === m.uid) return;
      await call(ctx, "user_follow_save", "write", () => clientOf(m).call(api.user_msrv.user_follow_save, { uid }));
    },
  ],
];

/** An X-Man reads a page of what waits in review and decides on an item he has not decided yet. */
async function review(m: Member, ctx: MixContext) {
  const listed = await call(ctx, "dao_article_list", "read", () =>
    clientOf(m).call(api.daoclub_msrv.dao_article_list, {
      page: 1 + Math.floor(Math.random() * ctx.pools.reviewPages),
      page_size: 20,
    }),
  );
  const item = listed?.list.find((a) => !m.decided.has(a.article_id));
  if (!item) return;
  m.decided.add(item.article_id);
  const reject = Math.random() < 0.2;
  const fields = {
    kind: "article" as const,
    item_id: item.article_id,
    decision: reject ? ("reject" as const) : ("pass" as const),
    reason_id: reject ? 1 : 0,
    reason: "",
    nonce: BigInt(`0x${randomBytes(16).toString("hex")}`).toString(),
    deadline: Math.floor(Date.now() / 1000) + REVIEW_DEADLINE_MAX_SECONDS / 6,
  };
  const signature = await m.account.signTypedData(reviewTypedData(STUB_CHAIN_ID, ctx.staking, fields));
  const { kind: _kind, item_id, ...decision } = fields;
  await call(ctx, "dao_article_set_status", "write", () =>
    clientOf(m).call(api.daoclub_msrv.dao_article_set_status, { article_id: item_id, ...decision, signature }),
  );
}

/** An X-Man votes (again: a later vote replaces his earlier one) on an open proposal. */
async function vote(m: Member, ctx: MixContext) {
  const proposalId = pick(ctx.pools.proposals);
  // A vote's timestamp orders the voter's votes; two in one second would be a replay.
  const timestamp = Math.max(Math.floor(Date.now() / 1000), (m.lastVote.get(proposalId) ?? 0) + 1);
  m.lastVote.set(proposalId, timestamp);
  const option = Math.floor(Math.random() * 3);
  const signature = await m.account.signTypedData(
    voteTypedData(
      { chain_id: STUB_CHAIN_ID, verifying_contract: ctx.staking },
      { proposalId: BigInt(proposalId), option, voter: m.account.address, timestamp: BigInt(timestamp) },
    ),
  );
  await call(ctx, "proposal_vote", "write", () =>
    clientOf(m).call(api.daoclub_msrv.proposal_vote, { proposal_id: proposalId, option, timestamp, signature }),
  );
}

async function quote(m: Member, ctx: MixContext) {
  await call(ctx, "course_order_create", "write", () =>
    clientOf(m).call(api.appedu_msrv.course_order_create, { course_id: pick(ctx.pools.paidCourses) }),
  );
}

async function proposalRead(m: Member, ctx: MixContext) {
  await call(ctx, "proposal_detail", "read", () =>
    clientOf(m).call(api.daoclub_msrv.proposal_detail, { proposal_id: pick(ctx.pools.proposals) }),
  );
}

/** X-Men review, vote and ask for quotes; the others (who cannot review or vote) quote and read proposals. */
const daoXman: [number, Step][] = [
  [2, review],
  [2, vote],
  [1, quote],
];
const daoOthers: [number, Step][] = [
  [3, quote],
  [2, proposalRead],
];

function choose(table: [number, Step][]): Step {
  const total = table.reduce((sum, [w]) => sum + w, 0);
  let roll = Math.random() * total;
  for (const [weight, step] of table) {
    roll -= weight;
    if (roll < 0) return step;
  }
  return (table.at(-1) as [number, Step])[1];
}

/** One step of the member: 80% reads, 15% writes, 5% DAO and courses. */
export function nextStep(m: Member): Step {
  const roll = Math.random();
  if (roll < 0.8) return choose(reads);
  if (roll < 0.95) return choose(writes);
  return choose(m.xman ? daoXman : daoOthers);
}
