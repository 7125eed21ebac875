import { sql } from "kysely";
import type { Db } from "../../db/db.js";
import { searchTerms } from "../../shared/search-terms.js";

/** Words shorter than this are left as typed: a trigram or two says little about them. */
const MIN_CHARS = 3;

/** At most this many words are looked up (a lookup each); the rest stay as typed. */
const MAX_WORDS = 8;

const WORD = /[\p{L}\p{N}]+/gu;

/** For each word, the closest title word (itself when it is one), or no row when none is close. */
export const correctionsQuery = (words: string[]) =>
  sql<{ typed: string; word: string }>`SELECT t.typed, c.word
    FROM unnest(${words}::text[]) AS t(typed)
    CROSS JOIN LATERAL (SELECT w.word FROM search_words w WHERE w.word % t.typed
      ORDER BY similarity(w.word, t.typed) DESC, w.word LIMIT 1) c`;

/**
 * The keyword with each of its words (outside CJK runs) replaced by the closest word of an online
 * title (migration 0077's `search_words`, pg_trgm similarity above its threshold), or undefined
 * when no word changes. A search that found nothing runs again with it.
 */
export async function correctedKeyword(db: Db, keyword: string): Promise<string | undefined> {
  const words = [...new Set(searchTerms(keyword).plain.toLowerCase().match(WORD) ?? [])]
    .filter((word) => [...word].length >= MIN_CHARS)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  const { rows } = await correctionsQuery(words).execute(db.kysely);
  const closest = new Map(rows.filter((row) => row.word !== row.typed).map((row) => [row.typed, row.word]));
  if (closest.size === 0) return undefined;
  return keyword.replace(WORD, (word) => closest.get(word.toLowerCase()) ?? word);
}
