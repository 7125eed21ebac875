import { privilegeGrants } from "@icms/protocol";
import { sql } from "kysely";
import type { Queryable } from "../db/db.js";
import { writeAudit } from "./audit-log.js";
import { type AdminCommand, AdminError, arg, type CommandArgs, UsageError, wholeNumber } from "./command.js";
import { textTable } from "./table.js";

/**
 * Privileges per user (tables `privileges`, `user_privileges`). A user's own value overrides the
 * default; a type 1 privilege grants with a value above 0, a type 2 one with the value 1
 * (product-spec section 6). Granting sets the user's own value, revoking sets it to 0.
 */

/** Kept by the chain indexer from staking (X-Man status): a value set here would be overwritten. */
const INDEXER_OWNED = new Set(["dao_review", "dao_vote"]);

interface User {
  uid: number;
  wallet_addr: string;
}

/** The user named by a uid or a wallet address. */
async function findUser(q: Queryable, ref: string): Promise<User> {
  const query = q.kysely.selectFrom("users").select(["uid", "wallet_addr"]);
  let user: User | undefined;
  if (/^\d+$/.test(ref)) user = await query.where("uid", "=", wholeNumber(ref, "the uid")).executeTakeFirst();
  else if (/^0x[0-9a-fA-F]{40}$/.test(ref))
    user = await query.where("wallet_addr", "=", ref.toLowerCase()).executeTakeFirst();
  else throw new UsageError(`"${ref}" is neither a uid nor a wallet address (0x and 40 hex digits)`);
  if (!user) throw new AdminError(`no user ${ref}`);
  return user;
}

/** Every privilege with the user's own value (null where none) and the value in force. */
function privilegeRows(q: Queryable, uid: number) {
  return q.kysely
    .selectFrom("privileges as p")
    .leftJoin("user_privileges as up", (join) =>
      join.onRef("up.privilege_code", "=", "p.privilege_code").on("up.uid", "=", uid),
    )
    .select([
      "p.privilege_code",
      "p.privilege_typedata",
      "p.default_val",
      "up.val as own_val",
      sql<number>`COALESCE(up.val, p.default_val)`.as("val"),
    ])
    .orderBy("p.privilege_code");
}

const list: AdminCommand = {
  name: "privileges list",
  usage: "<uid|wallet>",
  summary: "a user's privileges: type, default, own value, value in force, granted",
  positionals: { min: 1, max: 1 },
  writes: false,
  async run({ db }, args) {
    const user = await findUser(db, arg(args, 0));
    const rows = (await privilegeRows(db, user.uid).execute()).map((row) =>
      Object.assign(row, { granted: privilegeGrants(row) }),
    );
    const header = `user ${user.uid} (${user.wallet_addr})`;
    const table = textTable(["privilege_code", "privilege_typedata", "default_val", "own_val", "val", "granted"], rows);
    return { data: { uid: user.uid, wallet_addr: user.wallet_addr, privileges: rows }, text: `${header}\n${table}` };
  },
};

/** Sets the user's own value of a privilege to `value`, with its audit row, unless it is in force already. */
async function setPrivilege(
  q: Queryable,
  actor: string,
  args: CommandArgs,
  verb: "grant" | "revoke",
  valueFor: (type: number) => number,
) {
  const user = await findUser(q, arg(args, 0));
  const code = arg(args, 1);
  if (INDEXER_OWNED.has(code))
    throw new AdminError(
      `${code} follows the user's staked DAO NFTs (the chain indexer sets it); it cannot be set here`,
    );
  // Locks the user's row: two operators changing the same user's privileges take turns.
  await q.kysely.selectFrom("users").select("uid").where("uid", "=", user.uid).forUpdate().execute();
  const row = await privilegeRows(q, user.uid).where("p.privilege_code", "=", code).executeTakeFirst();
  if (!row) throw new AdminError(`no privilege "${code}" (privileges list <user> shows them)`);
  const value = valueFor(row.privilege_typedata);
  const result = { uid: user.uid, wallet_addr: user.wallet_addr, privilege_code: code, before: row.val, val: value };
  if (row.val === value)
    return {
      data: Object.assign(result, { changed: false }),
      text: `unchanged: ${code} of user ${user.uid} is ${value} already`,
    };
  await q.kysely
    .insertInto("user_privileges")
    .values({ uid: user.uid, privilege_code: code, val: value })
    .onConflict((oc) => oc.columns(["uid", "privilege_code"]).doUpdateSet({ val: value, updated_at: sql`now()` }))
    .execute();
  await writeAudit(q, {
    actor,
    action: `privilege.${verb}`,
    target: `user:${user.uid}`,
    before: { privilege_code: code, val: row.val },
    after: { privilege_code: code, val: value },
  });
  return {
    data: Object.assign(result, { changed: true }),
    text: `${verb === "grant" ? "granted" : "revoked"}: ${code} of user ${user.uid} (${user.wallet_addr}) is now ${value}, was ${row.val}`,
  };
}

const grant: AdminCommand = {
  name: "privileges grant",
  usage: "<uid|wallet> <privilege> [--value <n>]",
  summary: "grants a privilege (type 2: value 1; type 1: --value above 0)",
  positionals: { min: 2, max: 2 },
  options: { value: { type: "string" } },
  writes: true,
  run: ({ db, actor }, args) =>
    db.tx((q) =>
      setPrivilege(q, actor, args, "grant", (type) => {
        const given = typeof args.values.value === "string" ? wholeNumber(args.values.value, "--value", 1) : undefined;
        if (type === 2) {
          if (given !== undefined && given !== 1)
            throw new UsageError("a type 2 privilege is granted with the value 1");
          return 1;
        }
        if (given === undefined) throw new UsageError("a type 1 privilege needs --value (a number above 0)");
        return given;
      }),
    ),
};

const revoke: AdminCommand = {
  name: "privileges revoke",
  usage: "<uid|wallet> <privilege>",
  summary: "revokes a privilege (the user's value becomes 0, whatever the default)",
  positionals: { min: 2, max: 2 },
  writes: true,
  run: ({ db, actor }, args) => db.tx((q) => setPrivilege(q, actor, args, "revoke", () => 0)),
};

export const privilegeCommands = [list, grant, revoke];
