import { distance } from "fastest-levenshtein";
import { sql } from "kysely";
import type { Db } from "../../db/db.js";
import { searchTerms } from "../../shared/search-terms.js";

/** Words shorter than this are left as typed: a trigram or two says little about them. */
const MIN_CHARS = 3;

/** At most this many words are looked up (a lookup each); the rest stay as typed. */
const MAX_WORDS = 8;

/** Title words looked at per typed word, the most similar by trigrams first. */
const CANDIDATES = 5;

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * How many edits (a letter added, dropped or changed) a word of this length may carry and still
 * be taken for a title word: none below four letters, one up to five, two from six. Typo-tolerant
 * engines allow one edit up to eight letters; two from six here also bridge a Russian ending the
 * stemmer keeps apart ("кошелек" for "кошельки"). Trigram similarity alone would also take a
 * word that merely contains another ("zzqqxxwallet" for "wallet"): not a typo, a different word.
 */
export function typosAllowed(word: string): number {
  const letters = [...word].length;
  return letters < 4 ? 0 : letters < 6 ? 1 : 2;
}

/** For each word, the title words closest to it by trigrams (itself when it is one), best first. */
export const correctionsQuery = (words: string[]) =>
  sql<{ typed: string; word: string }>`SELECT t.typed, c.word
    FROM unnest(${words}::text[]) AS t(typed)
    CROSS JOIN LATERAL (SELECT w.word FROM search_words w WHERE w.word % t.typed
      ORDER BY similarity(w.word, t.typed) DESC, w.word LIMIT ${CANDIDATES}) c`;

/**
 * The keyword with each of its words (outside CJK runs) replaced by the closest word of an online
 * title (migration 0077's `search_words`: pg_trgm similarity above its threshold, then within the
 * word's allowed edits), or undefined when no word changes. A search that found nothing runs again with it.
 */
export async function correctedKeyword(db: Db, keyword: string): Promise<string | undefined> {
  const words = [...new Set(searchTerms(keyword).plain.toLowerCase().match(WORD) ?? [])]
    .filter((word) => [...word].length >= MIN_CHARS)
    .slice(0, MAX_WORDS);
  if (words.length === 0) return undefined;
  const { rows } = await correctionsQuery(words).execute(db.kysely);
  const closest = new Map<string, string>();
  for (const { typed, word } of rows) {
    // Rows come best first: the first within the word's allowed edits wins, and a word that is
    // itself a title word stays as typed.
    if (closest.has(typed) || distance(typed, word) > typosAllowed(typed)) continue;
    closest.set(typed, word);
  }
  for (const [typed, word] of closest) if (word === typed) closest.delete(typed);
  if (closest.size === 0) return undefined;
  return keyword.replace(WORD, (word) => closest.get(word.toLowerCase()) ?? word);
}
