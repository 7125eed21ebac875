/**
 * Offset paging, as every list action of the protocol pages: `page` counts from 1 and
 * `page_size` rows make a page. A list handler reads its rows through `onePage` (a Kysely query)
 * or `pageWindow` (raw SQL, or a function taking a limit and an offset), and answers `paged`.
 */

/** The paging fields of a list action's input. */
export interface PageParams {
  page: number;
  page_size: number;
}

/** The rows one page holds: how many to read, and how many to skip before them. */
export function pageWindow({ page, page_size }: PageParams): { limit: number; offset: number } {
  return { limit: page_size, offset: (page - 1) * page_size };
}

/** A query that can be limited and offset, as Kysely's select builders are. */
interface Pageable<Q> {
  limit(limit: number): Q;
  offset(offset: number): Q;
}

/** The page's window on a Kysely select: `query.$call(onePage(params))`. */
export function onePage(params: PageParams): <Q extends Pageable<Q>>(query: Q) => Q {
  const { limit, offset } = pageWindow(params);
  return (query) => query.limit(limit).offset(offset);
}

/** One page of a list, as every list action answers it. */
export function paged<T>(list: T[], total: number, params: PageParams): { list: T[]; total: number } & PageParams {
  return { list, total, page: params.page, page_size: params.page_size };
}

/**
 * Keyset paging for lists sorted by a time and an id, both descending (`cursor` of the protocol:
 * `<microseconds>_<id>`). The rows after a cursor are read from the sort index like the first
 * page, where an offset walks every row before it; rows added above meanwhile shift nothing.
 */
export interface Keyset {
  /** The sort time in microseconds since 1970, as text: beyond a double's exact integers. */
  micros: string;
  id: number;
}

export function parseCursor(cursor: string): Keyset {
  const [micros = "0", id = "0"] = cursor.split("_");
  return { micros, id: Number(id) };
}

/** The cursor of a row: its sort time (as `CURSOR_MICROS_SQL` read it) and id. */
function cursorOf(row: { cursor_micros: string; id: number }): string {
  return `${row.cursor_micros}_${row.id}`;
}

/**
 * The next page's cursor: the last row's, when the page is full (a full last page answers one
 * more, empty, page at the end).
 */
export function nextCursor(rows: readonly { cursor_micros: string; id: number }[], pageSize: number): string | null {
  const last = rows.at(-1);
  return last && rows.length >= pageSize ? cursorOf(last) : null;
}
