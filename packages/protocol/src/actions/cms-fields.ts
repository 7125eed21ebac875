import { z } from "zod";
import { LIMITS } from "../constants.js";
import { CONTENT_LANGS, CONTENT_OPS, CONTENT_STATUSES } from "../content.js";
import { Code } from "../errors/codes.js";
import { abstractProblem, richTextProblem, specialNameProblem, titleProblem } from "../rules/content.js";
import { mediaUrlProblem } from "../rules/files.js";
import { splitTags, tagsProblem } from "../rules/tags.js";
import { rowId, walletAddress } from "./common.js";
import { withCode } from "./define.js";
import { ruled } from "./rule-schema.js";

/** An item of the caller's own: 3002 when unknown or deleted, 1006 when someone else's. */
export const OWN_ITEM = [Code.NotFound, Code.PermissionDenied];
/** What saving an article may meet besides its own item: its special (3002, 1006, 801131 closed), its title (801110). */
export const ARTICLE_SAVE = [...OWN_ITEM, Code.ContentClosed, Code.SameTitle];
/** An owner's operation refused by the item's state (`content-ops`). */
export const CONTENT_OP_CODES = [
  Code.AlreadyOnline,
  Code.AlreadyOffline,
  Code.AlreadyOpen,
  Code.AlreadyClosed,
  Code.ReviewNotPassed,
  Code.NotReviewed,
];

/** A database id on the wire. */
export const id = rowId;

export const title = ruled(titleProblem, { required: null, tooLong: null });
export const abstract = ruled(abstractProblem, { tooLong: null }).default("");
export const specialName = ruled(specialNameProblem, { required: null, tooLong: null });

/** Tags as the spec sends them: one string, comma separated; the handler gets the list. */
export const tags = ruled(tagsProblem, { tooLong: null, tooMany: null, tagTooLong: null }, z.string())
  .default("")
  .transform(splitTags);

/** A cover: an uploaded png, jpg, jpeg or gif (the gateway also checks it is one of its files). */
export const coverUrl = ruled((value) => mediaUrlProblem("image", value), {
  required: null,
  tooLong: null,
  format: null,
});
export const videoUrl = ruled((value) => mediaUrlProblem("video", value), {
  required: null,
  tooLong: null,
  format: null,
});

/** Rich text as HTML; the gateway cleans it against an allowlist before storing it. */
export const richText = ruled(richTextProblem, { tooLong: null }, z.string());

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
