import { randomInt } from "node:crypto";
import type { Queryable } from "../../db/db.js";

/** Letters and digits that cannot be mistaken for one another when read aloud or retyped. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
const LENGTH = 8;

function newCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The invite code of `uid`, made on first use: 8 random characters, unique, never empty. */
export async function inviteCodeOf(q: Queryable, uid: number): Promise<string> {
  for (;;) {
    const found = await q.kysely
      .selectFrom("dao_invite_codes")
      .select("code")
      .where("uid", "=", uid)
      .executeTakeFirst();
    if (found) return found.code;
    // A taken code or a concurrent first use inserts nothing; the loop then reads or retries.
    await q.kysely
      .insertInto("dao_invite_codes")
      .values({ uid, code: newCode() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
