import { type ContentLang, SPECIAL_TYPE } from "@icms/protocol";
import { one, type Queryable } from "../db/db.js";
import type { Db } from "../db/db.js";
import { cleanRichText, textOf } from "../services/cms/sanitize.js";
import { cjkBigrams } from "../services/cms/search-text.js";
import { setArticleTags } from "../services/cms/tags.js";
import { shortAddress } from "../services/user/users.js";
import type { FileStorage } from "../storage/storage.js";
import { newStorageKey } from "../uploads/uploads.js";
import { DEV_CHAIN_AUTHORS, type DemoAuthor, DISPLAY_NAMES, GENERATED_AUTHORS, WRITERS } from "./authors.js";
import { coverJpeg, coverSvg, random } from "./covers.js";
import { articleBody, type SeedLanguage, TOPIC_KEYS } from "./texts.js";
import { EN } from "./texts-en.js";
import { RU } from "./texts-ru.js";
import { ZH } from "./texts-zh.js";
import { slideShowMp4 } from "./video.js";
import { seedEngagement } from "./engagement.js";

export interface SeedOptions {
  storage: FileStorage;
  /** The dev chain's demo accounts when a local chain runs; the well-known ones otherwise. */
  authors?: DemoAuthor[];
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
  await q.query(
    "INSERT INTO uploads (owner_uid, kind, storage_key, url, mime, size_bytes) VALUES ($1, $2, $3, $4, $5, $6)",
    [owner, kind, key, storage.urlOf(key), mime, body.length],
  );
  return storage.urlOf(key);
}

async function upsertUsers(q: Queryable, storage: FileStorage, authors: DemoAuthor[]) {
  const uids = new Map<string, number>();
  for (const [i, author] of authors.entries()) {
    const address = author.address.toLowerCase();
    const lang = (Object.keys(WRITERS) as ContentLang[]).find((l) => WRITERS[l].includes(author.name)) ?? "en";
    const bio = LANGUAGES.find((l) => l.lang === lang)?.bio ?? "";
    await q.query(
      `INSERT INTO users (wallet_addr, nickname, bio, created_at) VALUES ($1, $2, $3, now() - make_interval(days => $4))
       ON CONFLICT (wallet_addr) DO NOTHING`,
      [address, DISPLAY_NAMES[author.name] ?? shortAddress(address), bio, 200 - i * 7],
    );
    const row = await one<{ uid: number; avatar_url: string }>(
      q,
      "SELECT uid, avatar_url FROM users WHERE wallet_addr = $1",
      [address],
    );
    if (!row) throw new Error(`demo user ${author.name} missing`);
    if (!row.avatar_url) {
      const avatar = await storeMedia(storage, q, row.uid, "image", await coverJpeg(1_000 + i, 160, 160));
      await q.query("UPDATE users SET avatar_url = $2 WHERE uid = $1", [row.uid, avatar]);
    }
    uids.set(author.name, row.uid);
  }
  return uids;
}

/**
 * Fills an empty database with demo content: a few hundred articles, videos and HowTos in
 * Chinese, English and Russian by eight writers, their specials and channels, covers and short
 * slide-show videos made here, and likes, collections, comments and follows between the writers.
 * Does nothing when any article exists, so it is safe to call at every start.
 */
export async function seedDemoContent(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const none = { seeded: false, users: 0, specials: 0, articles: 0 };
  if (await one(db, "SELECT 1 FROM articles LIMIT 1")) return none;
  const now = opts.now ?? new Date();
  const next = random(20_250_101);
  const authors = [...(opts.authors ?? DEV_CHAIN_AUTHORS), ...GENERATED_AUTHORS];
  return db.tx(async (q) => {
    // Another process may be seeding at the same moment: the second one waits, then sees content.
    await q.query("LOCK TABLE articles IN SHARE ROW EXCLUSIVE MODE");
    if (await one(q, "SELECT 1 FROM articles LIMIT 1")) return none;
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
          const row = await one<{ id: number }>(
            q,
            `INSERT INTO articles (article_type, is_howto, lang, author_uid, special_id, title, abstract, content, cover_url,
               video_url, tags, status, passed_at, published_at, created_at, updated_at, view_count, search_tsv)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'online', $12, $12, $12, $12, $13,
               cms_search_vector($3, $6, $7, $14, $15, $16)) RETURNING id`,
            [
              angle.video ? 2 : 1,
              angle.howto,
              language.lang,
              author,
              special ?? null,
              angle.title(topic.name, inline),
              angle.abstract(topic.name, inline),
              content,
              covers.get(topic.key)?.[(t + a) % 2],
              angle.video ? videos[(t + a) % videos.length] : "",
              topic.tags,
              published,
              Math.floor(20 + next() * 1_500),
              textOf(content),
              cjkBigrams(angle.title(topic.name, inline)),
              cjkBigrams(`${angle.abstract(topic.name, inline)} ${textOf(content)}`),
            ],
          );
          await setArticleTags(q, row?.id as number, topic.tags);
          articles += 1;
        }
      }
    }
    await seedEngagement(q, [...uids.values()], LANGUAGES, next);
    return { seeded: true, users: uids.size, specials, articles };
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
  const row = await one<{ id: number }>(
    q,
    `INSERT INTO specials (special_type, owner_uid, name, abstract, cover_url, tags, status, passed_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'online', $7, $7, $7) RETURNING id`,
    [type, owner, form.name, form.abstract, cover, form.tags, new Date(now.getTime() - 150 * DAY_MS)],
  );
  return row?.id as number;
}
