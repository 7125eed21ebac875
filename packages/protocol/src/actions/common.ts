import { z } from "zod";
import { LIMITS } from "../constants.js";
import { Code } from "../errors/codes.js";
import { walletAddressProblem } from "../rules/wallet.js";
import { withCode } from "./define.js";
import { ruled } from "./rule-schema.js";

/** A wallet address: missing answers 3005, malformed answers 3006 (`rules/wallet.ts`). */
export const walletAddress = ruled(
  walletAddressProblem,
  { required: Code.WalletRequired, format: Code.WalletFormat },
  z.string(withCode(Code.WalletRequired)).trim(),
);

/** The largest id a table holds: ids are PostgreSQL `integer` columns. */
export const ID_MAX = 2_147_483_647;

/** A row id (a user, an article, a special...): a positive integer within the column's range. */
export const rowId = z.coerce.number().int().positive().max(ID_MAX);
/** A user's id. */
export const uid = rowId.describe("uid");

export const page = z.coerce.number().int().min(1).max(100_000).default(1);
export const pageSize = z.coerce.number().int().min(1).max(100).default(LIMITS.pageSizeDefault);

/** Paged lists answer this shape. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * Where a keyset page starts: the `next_cursor` of the page before, as the list answered it
 * (the sort time of its last row in microseconds since 1970, then the row's id). A list taking
 * one reads the rows after it, so a deep page costs what the first does; `page` then only
 * numbers the page in the answer.
 */
export const cursor = z
  .string()
  .regex(/^\d{1,16}_\d{1,10}$/, "cursor: <microseconds>_<id>, as next_cursor gave it")
  .refine((value) => Number(value.split("_")[1]) <= ID_MAX, "cursor: the id is out of range");

/** A list read by cursor as well as by page: its page and where the next one starts (null at the end). */
export interface CursorPaged<T> extends Paged<T> {
  next_cursor: string | null;
}

/** An action that takes no input: `{}` or nothing at all. */
export const noInput = z.object({}).default({});
