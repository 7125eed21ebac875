import { z } from "zod";
import { LIMITS } from "../constants.js";
import { Code } from "../errors/codes.js";
import { withCode } from "./define.js";

export const WALLET_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** A wallet address: missing answers 3005, malformed answers 3006. */
export const walletAddress = z
  .string(withCode(Code.WalletRequired))
  .trim()
  .min(1, withCode(Code.WalletRequired))
  .regex(WALLET_ADDRESS_PATTERN, withCode(Code.WalletFormat));

export const uid = z.coerce.number().int().positive();

export const page = z.coerce.number().int().min(1).max(100_000).default(1);
export const pageSize = z.coerce.number().int().min(1).max(100).default(LIMITS.pageSizeDefault);

/** Paged lists answer this shape. */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

export const empty = z.object({}).strict().default({});
