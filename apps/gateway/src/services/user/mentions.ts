import type { Queryable } from "../../db/db.js";

/** How many distinct `@nickname`s of one text are looked up; the rest name nobody. */
const MENTIONS_MAX = 10;

/**
 * `@nickname` as people type it: letters, digits, `_`, `-` and inner dots (a sentence's full stop
 * after the name is not part of it). An `@` inside a word (an e-mail address) mentions nobody.
 */
const MENTION = /(?<![\p{L}\p{N}_@.])@([\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)*)/gu;

/** The nicknames `text` mentions, distinct, in order of first mention (at most `MENTIONS_MAX`). */
function mentionedNicknames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    names.add(match[1] as string);
    if (names.size === MENTIONS_MAX) break;
  }
  return [...names];
}

/**
 * The active users `text` mentions, by nickname. Nicknames are not unique: one that several
 * accounts hold names nobody (a notice sent to each would reach strangers), so a mention reaches
 * exactly the one person it can mean.
 */
export async function mentionedUsers(q: Queryable, text: string): Promise<number[]> {
  const names = mentionedNicknames(text);
  if (names.length === 0) return [];
  const rows = await q.kysely
    .selectFrom("users")
    .select(["nickname", (eb) => eb.fn.min<number>("uid").as("uid"), (eb) => eb.fn.countAll<number>().as("holders")])
    .where("nickname", "in", names)
    .where("status", "=", 0)
    .groupBy("nickname")
    .execute();
  return rows.filter((row) => Number(row.holders) === 1).map((row) => row.uid);
}
