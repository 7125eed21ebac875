import { type RawBuilder, sql } from "kysely";
import type { Keyset } from "./paging.js";

/**
 * The SQL of keyset paging (`paging.ts`) over a time column and an id, both sorted descending.
 * The row comparison is one condition a btree index on (time DESC, id DESC) starts its scan at.
 */
export function keysetAfter(time: RawBuilder<unknown>, id: RawBuilder<unknown>, after: Keyset) {
  return sql`(${time}, ${id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::int)`;
}

/** A time as a cursor holds it: microseconds since 1970, exact (a JavaScript Date keeps milliseconds). */
export function cursorMicros(time: RawBuilder<unknown>) {
  return sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;
}
