import type { PGlite, Results, Transaction } from "@electric-sql/pglite";
import { sql } from "kysely";

/**
 * A SQL script (several statements, dollar-quoted function bodies, no parameters) runs as one
 * statement text. PostgreSQL's simple protocol takes it as it is; PGlite's `query` prepares its
 * text and refuses more than one command, so on PGlite a statement that starts with this mark
 * goes through `exec` instead (see `withScripts`). Migrations are the only scripts.
 */
const SCRIPT_MARK = "-- script\n";

/** A script as a Kysely statement, to `.execute(db)` on either engine (inside a transaction too). */
export function script(text: string) {
  return sql.raw(`${SCRIPT_MARK}${text}`);
}

type Target = Pick<Transaction, "query" | "exec">;

/** `target` with a `query` that sends a marked script to `exec`; `extra` replaces further members. */
function scriptAware<T extends Target>(target: T, extra: Partial<Record<PropertyKey, unknown>> = {}): T {
  const query = async (text: string, params?: unknown[], options?: object) => {
    if (!text.startsWith(SCRIPT_MARK) || (params?.length ?? 0) > 0) return target.query(text, params, options);
    const results = await target.exec(text, options);
    return results.at(-1) ?? ({ rows: [], fields: [] } as unknown as Results);
  };
  return new Proxy(target, {
    get(object, property) {
      if (property === "query") return query;
      if (property in extra) return extra[property];
      const value = Reflect.get(object, property, object);
      return typeof value === "function" ? value.bind(object) : value;
    },
  });
}

/** The PGlite instance as Kysely's PGlite dialect sees it: scripts run through `exec`, in and out of transactions. */
export function withScripts(pglite: PGlite): PGlite {
  return scriptAware(pglite, {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => pglite.transaction((tx) => work(scriptAware(tx))),
  });
}
