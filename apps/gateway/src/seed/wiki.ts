/**
 * Demo wiki: entries in the three languages across the categories, several with a history of
 * revisions and reasons (one restored), and one online entry with an edit waiting for review.
 */
import type { ContentLang } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../db/db.js";
import { cleanRichText } from "../shared/rich-text.js";
import { setArticleTags } from "../services/cms/public.js";
import { commitId, type RevisionContent } from "../services/wiki/commit.js";
import { shownColumns } from "../services/wiki/form.js";

interface DemoRevision {
  body: string;
  reason: string;
  /** Waits for review (the last revision only). */
  pending?: boolean;
  /** Saves the text of this earlier revision again (an index into the list). */
  restores?: number;
}

interface DemoEntry {
  lang: ContentLang;
  /** The category's slug (migration 0025). */
  category: string;
  title: string;
  abstract: string;
  tags: string[];
  revisions: DemoRevision[];
}

const ENTRIES: DemoEntry[] = [
  {
    lang: "en",
    category: "basics",
    title: "Merkle tree",
    abstract: "A tree of hashes that proves a piece of data belongs to a set.",
    tags: ["hashing", "merkle"],
    revisions: [
      {
        body: "<p>A Merkle tree hashes every leaf, then hashes pairs of hashes up to a single root.</p>",
        reason: "New entry",
      },
      {
        body: "<p>A Merkle tree hashes every leaf, then hashes pairs of hashes up to a single root.</p><p>A proof that a leaf is in the tree needs only the hashes along its path: log2(n) of them.</p>",
        reason: "Explain inclusion proofs",
      },
      {
        body: "<p>A Merkle tree hashes every leaf, then hashes each pair of hashes until one root remains.</p><p>A proof that a leaf is in the tree needs only the sibling hashes along its path: log2(n) of them.</p><h2>Where it is used</h2><p>Bitcoin block headers commit to their transactions through a Merkle root.</p>",
        reason: "Add where it is used",
      },
    ],
  },
  {
    lang: "en",
    category: "defi",
    title: "Automated market maker",
    abstract: "A pool that prices two tokens by a formula instead of an order book.",
    tags: ["amm", "dex"],
    revisions: [
      {
        body: "<p>An automated market maker keeps two token reserves x and y with x · y = k.</p>",
        reason: "New entry",
      },
      { body: "<p>An AMM is a kind of exchange.</p>", reason: "Shorter" },
      {
        body: "<p>An automated market maker keeps two token reserves x and y with x · y = k.</p>",
        reason: "The shorter text lost the formula",
        restores: 0,
      },
    ],
  },
  {
    lang: "en",
    category: "security",
    title: "Reentrancy",
    abstract: "A contract is called back before its first call has finished.",
    tags: ["solidity", "security"],
    revisions: [
      {
        body: "<p>Reentrancy happens when a contract calls out before it updates its own state.</p>",
        reason: "New entry",
      },
      {
        body: "<p>Reentrancy happens when a contract calls out before it updates its own state.</p><p>Update state first, then call out (checks, effects, interactions), or use a reentrancy guard.</p>",
        reason: "Add the usual defences",
        pending: true,
      },
    ],
  },
  {
    lang: "zh",
    category: "basics",
    title: "默克尔树",
    abstract: "一种由哈希组成的树，用来证明某条数据属于一个集合。",
    tags: ["哈希", "merkle"],
    revisions: [
      { body: "<p>默克尔树先对每个叶子求哈希，再两两合并哈希，直到得到唯一的根。</p>", reason: "新建词条" },
      {
        body: "<p>默克尔树先对每个叶子求哈希，再两两合并哈希，直到得到唯一的根。</p><p>证明某个叶子在树中，只需要它路径上的兄弟哈希，共 log2(n) 个。</p>",
        reason: "补充包含证明",
      },
    ],
  },
  {
    lang: "zh",
    category: "nft",
    title: "ERC-721",
    abstract: "以太坊上非同质化代币的标准接口。",
    tags: ["nft", "erc721"],
    revisions: [{ body: "<p>ERC-721 定义了每个代币独一无二的编号、所有者查询和转移接口。</p>", reason: "新建词条" }],
  },
  {
    lang: "ru",
    category: "dao",
    title: "DAO",
    abstract: "Организация, правила которой записаны в смарт-контрактах.",
    tags: ["dao", "governance"],
    revisions: [
      { body: "<p>DAO принимает решения голосованием держателей токенов.</p>", reason: "Новая статья" },
      {
        body: "<p>DAO принимает решения голосованием держателей токенов; результаты исполняют смарт-контракты.</p>",
        reason: "Уточнить, кто исполняет решения",
      },
    ],
  },
  {
    lang: "ru",
    category: "defi",
    title: "Ликвидация",
    abstract: "Принудительное закрытие займа, когда залог обесценился.",
    tags: ["defi", "lending"],
    revisions: [
      {
        body: "<p>Если стоимость залога падает ниже порога, любой может погасить часть долга и получить залог со скидкой.</p>",
        reason: "Новая статья",
      },
    ],
  },
];

const HOUR_MS = 3_600_000;

/** Seeds the demo wiki; `editors` are uids with their wallets, `covers` uploaded images. */
export async function seedWiki(
  q: Queryable,
  editors: { uid: number; wallet: string }[],
  covers: string[],
  now: Date,
): Promise<number> {
  const categories = new Map(
    (await q.kysely.selectFrom("wiki_categories").select(["id", "slug"]).execute()).map((c) => [c.slug, c.id]),
  );
  for (const [e, entry] of ENTRIES.entries()) {
    const author = editors[e % editors.length] as { uid: number; wallet: string };
    const category_id = categories.get(entry.category) as number;
    const cover_url = covers[e % covers.length] as string;
    const contents: RevisionContent[] = entry.revisions.map((r, i) => ({
      title: entry.title,
      abstract: entry.abstract,
      content: cleanRichText(entry.revisions[r.restores ?? i]?.body ?? r.body),
      cover_url,
      tags: entry.tags,
      category_id,
    }));
    const started = new Date(now.getTime() - (ENTRIES.length - e) * 30 * HOUR_MS);
    const lastApproved = entry.revisions.findLastIndex((r) => !r.pending);
    const shown = contents[lastApproved] as RevisionContent;
    const { id } = await q.kysely
      .insertInto("articles")
      .values({
        ...shownColumns(entry.lang, shown),
        article_type: 3,
        lang: entry.lang,
        author_uid: author.uid,
        status: "online",
        passed_at: started,
        published_at: started,
        created_at: started,
        updated_at: started,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await setArticleTags(q, id, entry.tags);
    let parent: { id: number; commit: string } | null = null;
    const ids: number[] = [];
    let approved = 0;
    for (const [i, revision] of entry.revisions.entries()) {
      const editor = editors[(e + i) % editors.length] as { uid: number; wallet: string };
      const content = contents[i] as RevisionContent;
      const origin = {
        article_id: id,
        sequence: i + 1,
        parent_commit_id: parent?.commit ?? null,
        editor_wallet: editor.wallet,
        reason: revision.reason,
      };
      const commit = commitId(origin, content);
      const row: { id: number } = await q.kysely
        .insertInto("wiki_revisions")
        .values({
          article_id: id,
          commit_id: commit,
          parent_id: parent?.id ?? null,
          restored_from: revision.restores === undefined ? null : (ids[revision.restores] ?? null),
          editor_uid: editor.uid,
          editor_wallet: origin.editor_wallet,
          reason: revision.reason,
          state: revision.pending ? "pending" : "approved",
          ...content,
          created_at: new Date(started.getTime() + i * 5 * HOUR_MS),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      if (!revision.pending) approved = row.id;
      parent = { id: row.id, commit };
    }
    await q.kysely
      .insertInto("wiki_entries")
      .values({
        article_id: id,
        category_id,
        head_revision_id: parent?.id ?? null,
        approved_revision_id: approved,
        revision_count: entry.revisions.length,
        updated_at: sql<Date>`${new Date(started.getTime() + (entry.revisions.length - 1) * 5 * HOUR_MS)}`,
      })
      .execute();
  }
  return ENTRIES.length;
}
