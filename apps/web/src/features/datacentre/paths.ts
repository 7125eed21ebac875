import type { DatacentreKind } from "@icms/protocol";
import type { PickedRange } from "../../ui/date-range";
import { withRange } from "./range-params";

export const DATACENTRE_PATH = "/ucenter/datacentre";
const PIECE_PATH = "/ucenter/datacentre_piece";
export const GROWTH_PATH = "/ucenter/creator_growth";

/** A piece's page in the data centre, over the same range. */
export function piecePath(kind: DatacentreKind, id: number, range: PickedRange): string {
  return `${PIECE_PATH}?${withRange(new URLSearchParams({ kind, id: String(id) }), range)}`;
}
