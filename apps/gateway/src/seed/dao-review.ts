/**
 * Demo content for member review: items waiting in `audit` in the three languages (articles, a
 * video, a special and a channel), one with a first pass already, and a few decided by the demo
 * X-Men with their signed decisions, so the review screens have work and history on a fresh start.
 * The decisions are signed with the local chain's public development keys (alice and carol, both
 * staked there); without those keys the items wait and nobody has decided yet. Each decision speaks
 * for the NFTs its X-Man stakes on the local chain (one NFT, one voice: alice 2, carol 1).
 */
import { type ContentLang, type ReviewDecision, type ReviewKind, reviewTypedData } from "@icms/protocol";
import { sql } from "kysely";
import type { Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { Queryable } from "../db/db.js";
import { cleanRichText, textOf } from "../shared/rich-text.js";
import { cjkBigrams } from "../shared/search-terms.js";

/** The chain the demo's decisions are signed for: the platform's chain id and staking contract. */
export interface ReviewSeedDomain {
  chainId: number;
  verifyingContract: Hex;
}

export interface ReviewSeedInput {
  uids: Map<string, number>;
  /** Development keys by demo name (alice, carol), when a local chain runs. */
  keys: Map<string, Hex>;
  domain?: ReviewSeedDomain;
  covers: string[];
  video: string;
  now: Date;
}

/** The NFTs the demo X-Men stake on the local chain (contracts/src/chain/seed.ts). */
const STAKED: Record<Vote["by"], string[]> = { alice: ["1", "2"], carol: ["5"] };

interface Vote {
  by: "alice" | "carol";
  decision: ReviewDecision;
  reason_id?: number;
  reason?: string;
}

interface DemoItem {
  lang: ContentLang;
  author: string;
  title: string;
  abstract: string;
  body: string;
  video?: boolean;
  votes: Vote[];
}

const ARTICLES: DemoItem[] = [
  {
    lang: "en",
    author: "mira",
    title: "Liquid restaking tokens: where the extra yield comes from",
    abstract: "Restaking pays for securing more services with the same stake, and adds their slashing risks.",
    body: "Each service that borrows the stake can slash it. The extra yield is the price of that risk, and a token that wraps the position hides how much of it you carry.",
    votes: [],
  },
  {
    lang: "zh",
    author: "kenji",
    title: "跨链桥的三种安全模型",
    abstract: "多签、轻客户端和乐观验证：谁在保证你的资产安全。",
    body: "多签桥依赖少数签名者；轻客户端桥在链上验证另一条链的区块头；乐观桥假设消息有效，并留出挑战期。",
    votes: [{ by: "carol", decision: "pass" }],
  },
  {
    lang: "ru",
    author: "lena",
    title: "Как zk-rollup доказывает свои блоки",
    abstract: "Доказательство с нулевым разглашением заменяет неделю ожидания оптимистичного роллапа.",
    body: "Секвенсор собирает транзакции, доказатель строит доказательство, а контракт в основной сети проверяет его за один вызов.",
    votes: [],
  },
  {
    lang: "en",
    author: "tomas",
    title: "Setting up a hardware wallet in five minutes",
    abstract: "From unboxing to the first signed transaction, with the recovery phrase kept offline.",
    body: "Write the recovery phrase on paper, never in a photo. Check the receiving address on the device screen, not only in the browser.",
    video: true,
    votes: [],
  },
  {
    lang: "en",
    author: "mira",
    title: "Stablecoin reserves: reading an attestation report",
    abstract: "What an attestation covers, what it leaves out, and the lines worth reading twice.",
    body: "An attestation checks balances on one date. It says nothing about the day after, nor about assets pledged elsewhere.",
    votes: [
      { by: "alice", decision: "pass" },
      { by: "carol", decision: "pass" },
    ],
  },
  {
    lang: "ru",
    author: "lena",
    title: "Гарантированные 500% годовых на новом DEX",
    abstract: "Доходность, которую обещают без оговорок.",
    body: "Вносите средства сейчас, доходность гарантирована.",
    votes: [
      { by: "alice", decision: "reject", reason_id: 2 },
      { by: "carol", decision: "reject", reason: "Нет ни одного источника для указанной доходности" },
    ],
  },
];

const SPECIALS = [
  {
    type: 1,
    owner: "dave",
    name: "Rollup fee diaries",
    abstract: "Hands-on notes from bridging, proving and paying fees on rollups.",
    tags: ["layer2", "rollups"],
  },
  {
    type: 2,
    owner: "bob",
    name: "DAO 提案观察",
    abstract: "每周整理各 DAO 的提案、投票和执行结果。",
    tags: ["dao", "治理"],
  },
];

export interface ReviewSeedResult {
  articles: number;
  specials: number;
}

export async function seedDaoReview(q: Queryable, input: ReviewSeedInput): Promise<ReviewSeedResult> {
  const signer = (name: string) => {
    const key = input.keys.get(name);
    return key && input.domain ? privateKeyToAccount(key) : undefined;
  };
  const canSign = signer("alice") !== undefined && signer("carol") !== undefined;
  let articles = 0;
  for (const [i, item] of ARTICLES.entries()) {
    const votes = canSign ? item.votes : [];
    // Decided items hold both X-Men's decisions: three NFTs, the default quorum.
    const weigh = (decision: ReviewDecision) =>
      votes.filter((vote) => vote.decision === decision).reduce((sum, vote) => sum + STAKED[vote.by].length, 0);
    const status = weigh("pass") >= 3 ? "online" : weigh("reject") >= 3 ? "refused" : "audit";
    const created = new Date(input.now.getTime() - (ARTICLES.length - i) * 3_600_000);
    const content = cleanRichText(`<p>${item.body}</p>`);
    const row = await q.kysely
      .insertInto("articles")
      .values({
        article_type: item.video ? 2 : 1,
        lang: item.lang,
        author_uid: input.uids.get(item.author) as number,
        title: item.title,
        abstract: item.abstract,
        content,
        cover_url: input.covers[i % input.covers.length] as string,
        video_url: item.video ? input.video : "",
        tags: [],
        status,
        passed_at: status === "online" ? input.now : null,
        published_at: status === "online" ? input.now : null,
        created_at: created,
        updated_at: created,
        search_tsv: sql<string>`cms_search_vector(${item.lang}, ${item.title}, ${item.abstract}, ${textOf(content)},
          ${cjkBigrams(item.title)}, ${cjkBigrams(`${item.abstract} ${textOf(content)}`)})`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addVotes(q, input, "article", row.id, votes, status !== "audit");
    articles += 1;
  }
  for (const special of SPECIALS) {
    const created = new Date(input.now.getTime() - 90 * 60_000);
    await q.kysely
      .insertInto("specials")
      .values({
        special_type: special.type,
        owner_uid: input.uids.get(special.owner) as number,
        name: special.name,
        abstract: special.abstract,
        cover_url: input.covers[0] as string,
        tags: special.tags,
        status: "audit",
        created_at: created,
        updated_at: created,
      })
      .execute();
  }
  return { articles, specials: SPECIALS.length };
}

async function addVotes(
  q: Queryable,
  input: ReviewSeedInput,
  kind: ReviewKind,
  id: number,
  votes: Vote[],
  settled: boolean,
): Promise<void> {
  const domain = input.domain;
  if (!domain) return;
  for (const [i, vote] of votes.entries()) {
    const key = input.keys.get(vote.by);
    const reviewer = input.uids.get(vote.by);
    if (!key || reviewer === undefined) continue;
    const account = privateKeyToAccount(key);
    const fields = {
      kind,
      item_id: id,
      decision: vote.decision,
      reason_id: vote.reason_id ?? 0,
      reason: vote.reason ?? "",
      nonce: `${BigInt(id) * 1_000n + BigInt(i)}${Date.now()}`,
      deadline: Math.floor(input.now.getTime() / 1000) + 3_600,
    };
    const signature = await account.signTypedData(reviewTypedData(domain.chainId, domain.verifyingContract, fields));
    const tokens = STAKED[vote.by];
    const decision = await q.kysely
      .insertInto("review_decisions")
      .values({
        kind,
        item_id: id,
        reviewer_uid: reviewer,
        wallet_addr: account.address.toLowerCase(),
        decision: vote.decision,
        reason_id: vote.reason_id ?? null,
        reason: fields.reason,
        nonce: fields.nonce,
        deadline: fields.deadline,
        chain_id: domain.chainId,
        signature,
        settled,
        weight: tokens.length,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await q.kysely
      .insertInto("review_decision_tokens")
      .values(tokens.map((token_id) => ({ decision_id: decision.id, kind, item_id: id, token_id, settled })))
      .execute();
  }
}
