import { z } from "zod";
import { LIMITS, MEDIA } from "../constants.js";
import { CONTENT_LANGS, CONTENT_LIMITS, CONTENT_OPS, CONTENT_STATUSES, splitTags } from "../content.js";
import { Code } from "../errors/codes.js";
import { walletAddress } from "./common.js";
import { withCode } from "./define.js";

/** Characters as people count them (code points), not UTF-16 units. */
const chars = (value: string) => [...value].length;

/** A database id on the wire. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);

export const title = z
  .string()
  .trim()
  .min(1)
  .refine((value) => chars(value) <= LIMITS.titleMaxChars, `at most ${LIMITS.titleMaxChars} characters`);

export const abstract = z
  .string()
  .trim()
  .refine((value) => chars(value) <= LIMITS.abstractMaxChars, `at most ${LIMITS.abstractMaxChars} characters`)
  .default("");

export const specialName = z
  .string()
  .trim()
  .min(1)
  .refine((value) => chars(value) <= LIMITS.specialNameMaxChars, `at most ${LIMITS.specialNameMaxChars} characters`);

/** Tags as the spec sends them: one string, comma separated (ASCII, full-width or ideographic). */
export const tags = z
  .string()
  .max(CONTENT_LIMITS.tagsMax * (CONTENT_LIMITS.tagMaxChars + 2))
  .default("")
  .transform(splitTags)
  .refine((list) => list.length <= CONTENT_LIMITS.tagsMax, `at most ${CONTENT_LIMITS.tagsMax} tags`)
  .refine(
    (list) => list.every((tag) => chars(tag) <= CONTENT_LIMITS.tagMaxChars),
    `a tag has at most ${CONTENT_LIMITS.tagMaxChars} characters`,
  );

const extensionPattern = (extensions: readonly string[]) => new RegExp(`\\.(${extensions.join("|")})$`, "i");

/** A cover: an uploaded png, jpg, jpeg or gif (the gateway also checks it is one of its files). */
export const coverUrl = z.string().trim().min(1).max(500).regex(extensionPattern(MEDIA.coverExtensions));
export const videoUrl = z.string().trim().min(1).max(500).regex(extensionPattern(MEDIA.videoExtensions));

/** Rich text as HTML; the gateway cleans it against an allowlist before storing it. */
export const richText = z.string().max(CONTENT_LIMITS.contentMaxChars);

export const flag = z.coerce.number().int().min(0).max(1);
export const contentLang = z.enum(CONTENT_LANGS);
export const contentStatus = z.enum(CONTENT_STATUSES);

/** Item ids of a batch action: at most 10 (3009 above). */
export const batchIds = z
  .array(id)
  .min(1)
  .max(LIMITS.batchMaxItems, withCode(Code.BatchLimit))
  .transform((ids) => [...new Set(ids)]);

/** A content operation; `transfer` names the new owner by uid or wallet address. */
export const statusChange = z
  .object({
    ids: batchIds,
    op: z.enum(CONTENT_OPS),
    to_uid: id.optional(),
    to_wallet: walletAddress.optional(),
  })
  .refine((value) => value.op !== "transfer" || value.to_uid !== undefined || value.to_wallet !== undefined, {
    message: "transfer needs to_uid or to_wallet",
    path: ["to_uid"],
  });
