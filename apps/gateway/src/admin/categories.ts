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
  UsageError,
} from "./command.js";
import { textTable } from "./table.js";

/**
 * The category lists operators keep: wiki categories and course categories, each named in the
 * three languages and shown in `sort` order. Neither table has a hidden state, so a category is
 * removed only while nothing refers to it (the foreign keys of entries and courses demand it).
 */
// Both tables have the same columns; the builders are typed by the wiki one's, since a union
// of table names leaves Kysely's overloads without a common signature.
const KINDS = {
  wiki: {
    table: "wiki_categories",
    // every row that names a category: entries and each of their revisions
    uses: sql<number>`(SELECT count(*) FROM wiki_entries e WHERE e.category_id = c.id)
      + (SELECT count(*) FROM wiki_revisions r WHERE r.category_id = c.id)`,
    what: "wiki entries or revisions",
  },
  course: {
    table: "course_categories" as "wiki_categories",
    uses: sql<number>`(SELECT count(*) FROM courses x WHERE x.cate_id = c.id)`,
    what: "courses (of any status)",
  },
} as const;
type Kind = keyof typeof KINDS;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function kindOf(args: CommandArgs): Kind {
  const kind = arg(args, 0);
  if (kind !== "wiki" && kind !== "course") throw new UsageError(`the kind is "wiki" or "course", not "${kind}"`);
  return kind;
}

interface Category {
  id: number;
  slug: string;
  sort: number;
  name_zh: string;
  name_en: string;
  name_ru: string;
  uses: number;
}

async function categories(q: Queryable, kind: Kind): Promise<Category[]> {
  const rows = await q.kysely
    .selectFrom(`${KINDS[kind].table} as c`)
    .select(["c.id", "c.slug", "c.sort", "c.name_zh", "c.name_en", "c.name_ru", KINDS[kind].uses.as("uses")])
    .orderBy("c.sort")
    .orderBy("c.id")
    .execute();
  return rows.map((row) => Object.assign(row, { uses: Number(row.uses) }));
}

/** The category of `kind` named by its id or slug. */
function pick(all: Category[], kind: Kind, ref: string): Category {
  const found = all.find((row) => (/^\d+$/.test(ref) ? row.id === Number(ref) : row.slug === ref));
  if (!found) throw new AdminError(`no ${kind} category "${ref}" (categories list ${kind} shows them)`);
  return found;
}

const names = (row: Category) => ({ slug: row.slug, name_zh: row.name_zh, name_en: row.name_en, name_ru: row.name_ru });
const COLUMNS = ["id", "slug", "sort", "name_zh", "name_en", "name_ru", "uses"];

const list: AdminCommand = {
  name: "categories list",
  usage: "<wiki|course>",
  summary: "the categories in order, with how many items use each",
  positionals: { min: 1, max: 1 },
  writes: false,
  async run({ db }, args) {
    const rows = await categories(db, kindOf(args));
    return { data: rows, text: textTable(COLUMNS, rows) };
  },
};

const add: AdminCommand = {
  name: "categories add",
  usage: "<wiki|course> <slug> --zh --en --ru <name>",
  summary: "adds a category at the end of the list",
  positionals: { min: 2, max: 2 },
  options: LANGUAGE_OPTIONS,
  writes: true,
  run: ({ db, actor }, args) => {
    const kind = kindOf(args);
    const slug = arg(args, 1);
    if (!SLUG.test(slug)) throw new UsageError(`a slug is lower-case letters and digits joined by "-", not "${slug}"`);
    const texts = languageTexts(args, true);
    return db.tx(async (q) => {
      await lockList(q, kind);
      const all = await categories(q, kind);
      if (all.some((row) => row.slug === slug)) throw new AdminError(`the ${kind} category "${slug}" exists already`);
      const values = {
        slug,
        name_zh: texts.zh ?? "",
        name_en: texts.en ?? "",
        name_ru: texts.ru ?? "",
        sort: Math.max(0, ...all.map((row) => row.sort)) + 1,
      };
      const { id } = await q.kysely
        .insertInto(KINDS[kind].table)
        .values(values)
        .returning("id")
        .executeTakeFirstOrThrow();
      const after = Object.assign({ id }, values);
      await writeAudit(q, { actor, action: "category.add", target: `${KINDS[kind].table}:${id}`, before: null, after });
      return { data: after, text: `added ${kind} category ${id} "${slug}"` };
    });
  },
};

const rename: AdminCommand = {
  name: "categories rename",
  usage: "<wiki|course> <id|slug> [--zh|--en|--ru <name>]",
  summary: "changes a category's names (the languages given)",
  positionals: { min: 2, max: 2 },
  options: LANGUAGE_OPTIONS,
  writes: true,
  run: ({ db, actor }, args) => {
    const kind = kindOf(args);
    const texts = languageTexts(args, false);
    return db.tx(async (q) => {
      await lockList(q, kind);
      const row = pick(await categories(q, kind), kind, arg(args, 1));
      const after = Object.assign(names(row), {
        name_zh: texts.zh ?? row.name_zh,
        name_en: texts.en ?? row.name_en,
        name_ru: texts.ru ?? row.name_ru,
      });
      if (JSON.stringify(after) === JSON.stringify(names(row)))
        return {
          data: Object.assign({ id: row.id, changed: false }, after),
          text: "unchanged: the names are these already",
        };
      await q.kysely
        .updateTable(KINDS[kind].table)
        .set({ name_zh: after.name_zh, name_en: after.name_en, name_ru: after.name_ru })
        .where("id", "=", row.id)
        .execute();
      const target = `${KINDS[kind].table}:${row.id}`;
      await writeAudit(q, { actor, action: "category.rename", target, before: names(row), after });
      return {
        data: Object.assign({ id: row.id, changed: true }, after),
        text: `renamed ${kind} category ${row.id} "${row.slug}"`,
      };
    });
  },
};

const reorder: AdminCommand = {
  name: "categories reorder",
  usage: "<wiki|course> <id|slug>...",
  summary: "puts the categories named first, in that order; the others follow",
  positionals: { min: 2, max: Number.POSITIVE_INFINITY },
  writes: true,
  run: ({ db, actor }, args) => {
    const kind = kindOf(args);
    return db.tx(async (q) => {
      await lockList(q, kind);
      const all = await categories(q, kind);
      const first = args.positionals.slice(1).map((ref) => pick(all, kind, ref));
      if (new Set(first).size !== first.length) throw new UsageError("a category is named twice");
      const order = [...first, ...all.filter((row) => !first.includes(row))];
      const before = all.map((row) => row.slug);
      const after = order.map((row) => row.slug);
      if (order.every((row, i) => row.sort === i + 1))
        return { data: { order: after, changed: false }, text: `unchanged: ${after.join(", ")}` };
      for (const [i, row] of order.entries())
        await q.kysely
          .updateTable(KINDS[kind].table)
          .set({ sort: i + 1 })
          .where("id", "=", row.id)
          .execute();
      await writeAudit(q, { actor, action: "category.reorder", target: KINDS[kind].table, before, after });
      return {
        data: { order: after, changed: true },
        text: `${kind} categories now in this order: ${after.join(", ")}`,
      };
    });
  },
};

const remove: AdminCommand = {
  name: "categories remove",
  usage: "<wiki|course> <id|slug>",
  summary: "removes a category that nothing uses yet",
  positionals: { min: 2, max: 2 },
  writes: true,
  run: ({ db, actor }, args) => {
    const kind = kindOf(args);
    return db.tx(async (q) => {
      await lockList(q, kind);
      const row = pick(await categories(q, kind), kind, arg(args, 1));
      if (row.uses > 0)
        throw new AdminError(`the ${kind} category "${row.slug}" is used by ${row.uses} ${KINDS[kind].what}; it stays`);
      try {
        await q.kysely.deleteFrom(KINDS[kind].table).where("id", "=", row.id).execute();
      } catch (error) {
        // an entry or course written since the count: the foreign key keeps the category
        if ((error as { code?: string }).code === "23503")
          throw new AdminError(`the ${kind} category "${row.slug}" has just been used; it stays`);
        throw error;
      }
      const before = Object.assign({ id: row.id, sort: row.sort }, names(row));
      await writeAudit(q, {
        actor,
        action: "category.remove",
        target: `${KINDS[kind].table}:${row.id}`,
        before,
        after: null,
      });
      return { data: before, text: `removed ${kind} category ${row.id} "${row.slug}"` };
    });
  },
};

/**
 * Serialises changes to one list: the checks read the whole list (a free slug, the next place,
 * nothing using a category), so a second change waits until the first is written. The gateway's
 * reads are not held back.
 */
async function lockList(q: Queryable, kind: Kind): Promise<void> {
  await sql`LOCK TABLE ${sql.table(KINDS[kind].table)} IN SHARE ROW EXCLUSIVE MODE`.execute(q.kysely);
}

export const categoryCommands = [list, add, rename, reorder, remove];
