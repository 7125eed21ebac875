/**
 * Sending a burst of calls, one after another or all at once, and what a burst leaves behind:
 * every reply's HTTP status and code, and the change in each table's row count.
 */
import { type ActionDef, actionUrl, Code, SESSION_HEADERS, signedFields } from "@icms/protocol";
import type { Db } from "../../src/db/db.js";
import type { TestGateway } from "../harness.js";
import type { Actor } from "./world.js";

export interface Answer {
  status: number;
  /** The reply's code; undefined when the body was not the wire shape. */
  code: number | undefined;
  text: string;
}

/** A PNG of one pixel: uploads get a file they can read. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** One call of `def` with `payload`, as `who` (or without a session). */
export async function send(gw: TestGateway, def: ActionDef, payload: unknown, who?: Actor): Promise<Answer> {
  const fields = signedFields(payload, {
    appId: gw.config.APP_ID,
    appSecret: gw.config.APP_SECRET,
    lang: "en",
    timestamp: Math.floor(Date.now() / 1000),
  }) as unknown as Record<string, string>;
  const headers: Record<string, string> = {};
  if (who) {
    headers[SESSION_HEADERS.access] = who.session.accessToken ?? "";
    headers[SESSION_HEADERS.refresh] = who.session.refreshToken ?? "";
  }
  let body: string | FormData;
  if (def.body === "multipart") {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("file", new Blob([PIXEL], { type: "image/png" }), "race.png");
    body = form;
  } else {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(fields).toString();
  }
  const response = await fetch(`${gw.url}${actionUrl(def)}`, { method: "POST", headers, body });
  const text = await response.text();
  let code: number | undefined;
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    code = typeof parsed.code === "number" ? parsed.code : undefined;
  } catch {
    code = undefined;
  }
  return { status: response.status, code, text };
}

export const succeeded = (answer: Answer) => answer.status === 200 && answer.code === Code.Success;
export const serverError = (answer: Answer) => answer.status >= 500 || answer.code === Code.SystemError;

/** Runs the calls one after another (`sequential`) or all at once. */
export async function burst(calls: (() => Promise<Answer>)[], concurrent: boolean): Promise<Answer[]> {
  if (concurrent) return Promise.all(calls.map((call) => call()));
  const answers: Answer[] = [];
  for (const call of calls) answers.push(await call());
  return answers;
}

export interface Tables {
  /** Every table of the gateway's schema. */
  all: string[];
  /**
   * Tables every world shares: no identity of their own and no reference to another row (totals
   * by kind, the chain's checkpoint). Which world first adds a row there depends on the order the
   * worlds ran in, so their deltas are not compared.
   */
  shared: Set<string>;
}

export async function tablesOf(db: Db): Promise<Tables> {
  const rows = await db.query<{ name: string; shared: boolean }>(
    `SELECT c.relname AS name,
            NOT EXISTS (SELECT 1 FROM pg_attribute a
                          LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
                         WHERE a.attrelid = c.oid AND a.attnum > 0
                           AND (a.attidentity <> '' OR pg_get_expr(d.adbin, d.adrelid) LIKE 'nextval(%'))
            AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conrelid = c.oid AND k.contype = 'f') AS shared
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT LIKE 'kysely_migration%'
      ORDER BY c.relname`,
  );
  return { all: rows.map((r) => r.name), shared: new Set(rows.filter((r) => r.shared).map((r) => r.name)) };
}

/** Each table's row count now. */
export async function rowCounts(db: Db, tables: Tables): Promise<Map<string, number>> {
  const rows = await db.query<{ name: string; n: string }>(
    tables.all.map((t) => `SELECT '${t}' AS name, count(*) AS n FROM "${t}"`).join(" UNION ALL "),
  );
  return new Map(rows.map((r) => [r.name, Number(r.n)]));
}

/** The tables whose count changed from `before` to `after`, and by how much (shared tables left out). */
export function deltas(before: Map<string, number>, after: Map<string, number>, tables: Tables): Map<string, number> {
  const changed = new Map<string, number>();
  for (const [table, n] of after) {
    const delta = n - (before.get(table) ?? 0);
    if (delta !== 0 && !tables.shared.has(table)) changed.set(table, delta);
  }
  return changed;
}
