import { sql } from "kysely";
import type { Queryable } from "../db/db.js";
import { writeAudit } from "./audit-log.js";
import {
  type AdminCommand,
  AdminError,
  arg,
  type CommandArgs,
  LANGUAGE_OPTIONS,
  languageTexts,
  wholeNumber,
} from "./command.js";
import { textTable } from "./table.js";

/**
 * The rejection reasons reviewers pick from (`review_reasons`, in zh, en and ru). A reason is never
 * deleted, since decisions refer to it and keep showing its text; a disabled one is no longer
 * offered (`dao_reason_list`) nor accepted in a new decision.
 */

const reasonRows = (q: Queryable) =>
  q.kysely.selectFrom("review_reasons").select(["id", "zh", "en", "ru", "disabled_at"]).orderBy("id");

type Reason = Awaited<ReturnType<ReturnType<typeof reasonRows>["executeTakeFirstOrThrow"]>>;

const shown = (row: Reason) => ({
  id: row.id,
  zh: row.zh,
  en: row.en,
  ru: row.ru,
  disabled: row.disabled_at !== null,
});

/** The reason `id`, locked for the rest of the transaction. */
async function lockedReason(q: Queryable, args: CommandArgs): Promise<Reason> {
  const id = wholeNumber(arg(args, 0), "the reason id", 1);
  const row = await reasonRows(q).where("id", "=", id).forUpdate().executeTakeFirst();
  if (!row) throw new AdminError(`no rejection reason ${id} (reasons list shows them)`);
  return row;
}

const list: AdminCommand = {
  name: "reasons list",
  usage: "",
  summary: "the rejection reasons in zh, en and ru, disabled ones marked",
  positionals: { min: 0, max: 0 },
  writes: false,
  async run({ db }) {
    const rows = (await reasonRows(db).execute()).map(shown);
    return { data: rows, text: textTable(["id", "disabled", "zh", "en", "ru"], rows) };
  },
};

const add: AdminCommand = {
  name: "reasons add",
  usage: "--zh --en --ru <text>",
  summary: "adds a rejection reason at the end of the list",
  positionals: { min: 0, max: 0 },
  options: LANGUAGE_OPTIONS,
  writes: true,
  run: ({ db, actor }, args) => {
    const texts = languageTexts(args, true);
    return db.tx(async (q) => {
      // Reasons are numbered by hand (their ids are part of the wire); one add at a time.
      await sql`LOCK TABLE review_reasons IN SHARE ROW EXCLUSIVE MODE`.execute(q.kysely);
      const { next } = await q.kysely
        .selectFrom("review_reasons")
        .select(sql<number>`COALESCE(max(id), 0) + 1`.as("next"))
        .executeTakeFirstOrThrow();
      const values = { id: Number(next), zh: texts.zh ?? "", en: texts.en ?? "", ru: texts.ru ?? "" };
      await q.kysely.insertInto("review_reasons").values(values).execute();
      const after = Object.assign(values, { disabled: false });
      await writeAudit(q, { actor, action: "reason.add", target: `review_reason:${values.id}`, before: null, after });
      return { data: after, text: `added rejection reason ${values.id}` };
    });
  },
};

const edit: AdminCommand = {
  name: "reasons edit",
  usage: "<id> [--zh|--en|--ru <text>]",
  summary: "changes a rejection reason's text (the languages given)",
  positionals: { min: 1, max: 1 },
  options: LANGUAGE_OPTIONS,
  writes: true,
  run: ({ db, actor }, args) => {
    const texts = languageTexts(args, false);
    return db.tx(async (q) => {
      const row = await lockedReason(q, args);
      const before = shown(row);
      const after = Object.assign(shown(row), texts);
      if (JSON.stringify(after) === JSON.stringify(before))
        return { data: Object.assign(after, { changed: false }), text: "unchanged: the texts are these already" };
      await q.kysely.updateTable("review_reasons").set(texts).where("id", "=", row.id).execute();
      await writeAudit(q, { actor, action: "reason.edit", target: `review_reason:${row.id}`, before, after });
      return { data: Object.assign(after, { changed: true }), text: `edited rejection reason ${row.id}` };
    });
  },
};

/** Disables or enables a reason again, with its audit row, unless it is so already. */
function toggle(disable: boolean): AdminCommand {
  const verb = disable ? "disable" : "enable";
  return {
    name: `reasons ${verb}`,
    usage: "<id>",
    summary: disable
      ? "stops offering a rejection reason (past decisions keep its text)"
      : "offers a disabled rejection reason again",
    positionals: { min: 1, max: 1 },
    writes: true,
    run: ({ db, actor }, args) =>
      db.tx(async (q) => {
        const row = await lockedReason(q, args);
        const before = shown(row);
        if (before.disabled === disable)
          return {
            data: Object.assign(before, { changed: false }),
            text: `unchanged: reason ${row.id} is ${verb}d already`,
          };
        await q.kysely
          .updateTable("review_reasons")
          .set({ disabled_at: disable ? sql`now()` : null })
          .where("id", "=", row.id)
          .execute();
        const after = Object.assign(shown(row), { disabled: disable });
        await writeAudit(q, { actor, action: `reason.${verb}`, target: `review_reason:${row.id}`, before, after });
        return { data: Object.assign(after, { changed: true }), text: `${verb}d rejection reason ${row.id}` };
      }),
  };
}

export const reasonCommands = [list, add, edit, toggle(true), toggle(false)];
