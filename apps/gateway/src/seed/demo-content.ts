import { type ContentLang, SPECIAL_TYPE } from "@icms/protocol";
import { sql } from "kysely";
import type { Config } from "../config.js";
import type { Db, Queryable } from "../db/db.js";
import { cleanRichText, textOf } from "../shared/rich-text.js";
import { cjkBigrams } from "../shared/search-terms.js";
import { setArticleTags } from "../services/cms/public.js";
import { shortAddress } from "../services/user/users.js";
import type { FileStorage } from "../storage/storage.js";
import { seedSteps } from "../services/registry.js";
import { newStorageKey } from "../uploads/uploads.js";
import { DEV_CHAIN_AUTHORS, type DemoAuthor, DISPLAY_NAMES, GENERATED_AUTHORS, WRITERS } from "./authors.js";
import { coverJpeg, coverSvg, random } from "./covers.js";
import { articleBody, type SeedLanguage, TOPIC_KEYS } from "./texts.js";
import { EN } from "./texts-en.js";
import { RU } from "./texts-ru.js";
import { ZH } from "./texts-zh.js";
import { slideShowMp4 } from "./video.js";
import type { DemoVoter } from "./dao-votes.js";
import type { ReviewSeedDomain } from "./dao-review.js";
import { seedEngagement } from "./engagement.js";
import type { DemoSeed, SeedStep } from "./steps.js";

export interface SeedOptions {
  storage: FileStorage;
  /** The dev chain's demo accounts (with their public development keys) when a local chain runs; the well-known ones otherwise. */
  authors?: DemoVoter[];
  /** The chain settings, for the demo proposals' snapshot and signed votes (none without a chain). */
  chain?: Pick<Config, "RPC_URL" | "CONTRACTS_FILE" | "CHAIN_ID">;
  /** The chain the demo's review decisions are signed for, when a local chain runs. */
  reviewDomain?: ReviewSeedDomain;
  now?: Date;
}

export interface SeedResult {
  seeded: boolean;
  users: number;
  specials: number;
  articles: number;
}

const LANGUAGES: SeedLanguage[] = [EN, ZH, RU];
const DAY_MS = 86_400_000;

/** Stores generated media through the storage interface and records it as the owner's uploads. */
async function storeMedia(storage: FileStorage, q: Queryable, owner: number, kind: "image" | "video", body: Buffer) {
  const ext = kind === "image" ? "jpg" : "mp4";
  const key = newStorageKey(kind, ext);
  const mime = kind === "image" ? "image/jpeg" : "video/mp4";
  await storage.put(key, { buffer: body }, mime);
  await q.kysely
    .insertInto("uploads")
    .values({ owner_uid: owner, kind, storage_key: key, url: storage.urlOf(key), mime, size_bytes: body.length })
    .execute();
  return storage.urlOf(key);
}

async function upsertUsers(q: Queryable, storage: FileStorage, authors: DemoAuthor[]) {
  const uids = new Map<string, number>();
  for (const [i, author] of authors.entries()) {
    const address = author.address.toLowerCase();
    const lang = (Object.keys(WRITERS) as ContentLang[]).find((l) => WRITERS[l].includes(author.name)) ?? "en";
    const bio = LANGUAGES.find((l) => l.lang === lang)?.bio ?? "";
    await q.kysely
      .insertInto("users")
      .values({
        wallet_addr: address,
        nickname: DISPLAY_NAMES[author.name] ?? shortAddress(address),
        bio,
        created_at: sql<Date>`now() - make_interval(days => ${200 - i * 7})`,
      })
      .onConflict((oc) => oc.column("wallet_addr").doNothing())
      .execute();
    const row = await q.kysely
      .selectFrom("users")
      .select(["uid", "avatar_url"])
      .where("wallet_addr", "=", address)
      .executeTakeFirst();
    if (!row) throw new Error(`demo user ${author.name} missing`);
    if (!row.avatar_url) {
      const avatar = await storeMedia(storage, q, row.uid, "image", await coverJpeg(1_000 + i, 160, 160));
      await q.kysely.updateTable("users").set({ avatar_url: avatar }).where("uid", "=", row.uid).execute();
    }
    uids.set(author.name, row.uid);
  }
  return uids;
}

/**
 * Fills an empty database with demo content: a few hundred articles, videos and HowTos in
 * Chinese, English and Russian by eight writers, their specials and channels, covers and short
 * slide-show videos made here, and likes, collections, comments and follows between the writers;
 * then every area's own demo (`seed` in its `defineArea`, in order), in the same transaction.
 * Does nothing when any article exists, so it is safe to call at every start.
 */
export async function seedDemoContent(
  db: Db,
  opts: SeedOptions,
  steps: readonly SeedStep[] = seedSteps,
): Promise<SeedResult> {
  const none = { seeded: false, users: 0, specials: 0, articles: 0 };
  const anyArticle = (q: Queryable) => q.kysely.selectFrom("articles").select("id").limit(1).executeTakeFirst();
  if (await anyArticle(db)) return none;
  const now = opts.now ?? new Date();
  const next = random(20_250_101);
  const authors = [...(opts.authors ?? DEV_CHAIN_AUTHORS), ...GENERATED_AUTHORS];
  return db.tx(async (q) => {
    // Another process may be seeding at the same moment: the second one waits, then sees content.
    await sql`LOCK TABLE articles IN SHARE ROW EXCLUSIVE MODE`.execute(q.kysely);
    if (await anyArticle(q)) return none;
    const uids = await upsertUsers(q, opts.storage, authors);
    const first = uids.get(authors[0]?.name ?? "") as number;
    const covers = new Map<string, string[]>();
    for (const [t, key] of TOPIC_KEYS.entries()) {
      covers.set(key, [
        await storeMedia(opts.storage, q, first, "image", await coverJpeg(t)),
        await storeMedia(opts.storage, q, first, "image", await coverJpeg(100 + t)),
      ]);
    }
    const videos: string[] = [];
    for (let v = 0; v < 4; v++) {
      const slides = [0, 1, 2].map((s) => coverSvg(200 + v * 3 + s));
      videos.push(await storeMedia(opts.storage, q, first, "video", await slideShowMp4(slides, 2)));
    }

    let specials = 0;
    let articles = 0;
    let age = 0;
    for (const language of LANGUAGES) {
      const writers = WRITERS[language.lang].map((name) => uids.get(name)).filter((uid) => uid !== undefined);
      const own: number[] = [];
      for (const [i, special] of language.specials.entries()) {
        own.push(
          await addSpecial(
            q,
            writers[i % writers.length] as number,
            SPECIAL_TYPE.special,
            special,
            covers.get(TOPIC_KEYS[i * 3] as string)?.[1] as string,
            now,
          ),
        );
        specials += 1;
      }
      const channel = await addSpecial(
        q,
        writers[0] as number,
        SPECIAL_TYPE.channel,
        language.channel,
        covers.get("bridges")?.[0] as string,
        now,
      );
      specials += 1;
      for (const [t, topic] of language.topics.entries()) {
        for (const [a, angle] of language.angles.entries()) {
          const w = (t + a) % writers.length;
          const author = writers[w] as number;
          const inline = topic.inline ?? topic.name;
          const content = cleanRichText(articleBody(angle, topic, t + a));
          const roll = next();
          const special = roll < 0.55 ? own[w] : roll < 0.75 ? channel : null;
          age += 2 + next() * 10;
          const published = new Date(now.getTime() - age * 3_600_000 - next() * DAY_MS);
          const title = angle.title(topic.name, inline);
          const abstract = angle.abstract(topic.name, inline);
          const row = await q.kysely
            .insertInto("articles")
            .values({
              article_type: angle.video ? 2 : 1,
              is_howto: angle.howto,
              lang: language.lang,
              author_uid: author,
              special_id: special ?? null,
              title,
              abstract,
              content,
              cover_url: covers.get(topic.key)?.[(t + a) % 2] as string,
              video_url: angle.video ? (videos[(t + a) % videos.length] as string) : "",
              tags: topic.tags,
              status: "online",
              passed_at: published,
              published_at: published,
              created_at: published,
              updated_at: published,
              view_count: Math.floor(20 + next() * 1_500),
              search_tsv: sql<string>`cms_search_vector(${language.lang}, ${title}, ${abstract}, ${textOf(content)},
                ${cjkBigrams(title)}, ${cjkBigrams(`${abstract} ${textOf(content)}`)})`,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await setArticleTags(q, row.id, topic.tags);
          articles += 1;
        }
      }
    }
    await seedEngagement(q, [...uids.values()], LANGUAGES, next);
    const seed: DemoSeed = {
      q,
      uids,
      first,
      authors,
      coverPairs: [...covers.values()] as [string, string][],
      videos,
      languages: LANGUAGES,
      next,
      now,
      chain: opts.chain,
      reviewDomain: opts.reviewDomain,
    };
    for (const step of steps) {
      const counts = await step.run(seed);
      specials += counts?.specials ?? 0;
      articles += counts?.articles ?? 0;
    }
    return {
      seeded: true,
      users: uids.size,
      specials,
      articles,
    };
  });
}

async function addSpecial(
  q: Queryable,
  owner: number,
  type: number,
  form: { name: string; abstract: string; tags: string[] },
  cover: string,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - 150 * DAY_MS);
  const row = await q.kysely
    .insertInto("specials")
    .values({
      special_type: type,
      owner_uid: owner,
      name: form.name,
      abstract: form.abstract,
      cover_url: cover,
      tags: form.tags,
      status: "online",
      passed_at: since,
      created_at: since,
      updated_at: since,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
