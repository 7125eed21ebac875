/**
 * The content model's names and limits, shared by the web app and the gateway
 * (docs/content.md explains each). No schemas here: the browser bundle imports this file.
 */
import type { UiLang } from "./lang.js";
import type { UploadKind } from "./rules/files.js";

/** `article_type` on the wire: 1 article, 2 video, 3 wiki (wiki entries arrive later). */
export const ARTICLE_TYPE = { article: 1, video: 2, wiki: 3 } as const;
export type ArticleType = (typeof ARTICLE_TYPE)[keyof typeof ARTICLE_TYPE];

/**
 * `special_type`: a special (column) is one author's series, only its owner files articles in
 * it; a channel is a topic stream any author may file articles in while it is open.
 */
export const SPECIAL_TYPE = { special: 1, channel: 2 } as const;
export type SpecialType = (typeof SPECIAL_TYPE)[keyof typeof SPECIAL_TYPE];

/**
 * Where an item is in its life. `audit`: submitted, waiting for review; `online`: public;
 * `offline`: taken down by its owner; `refused`: rejected by review; `deleted`: gone for
 * everyone (kept for the record).
 */
export const CONTENT_STATUSES = ["audit", "online", "offline", "refused", "deleted"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The owner's operations on an item (product-spec section 4, content operations). */
export const CONTENT_OPS = ["online", "offline", "open", "close", "delete", "audit", "transfer"] as const;
export type ContentOp = (typeof CONTENT_OPS)[number];

/** The language an item is written in; it picks the search dictionary. */
export const CONTENT_LANGS = ["zh", "en", "ru"] as const satisfies readonly UiLang[];
export type ContentLang = (typeof CONTENT_LANGS)[number];

export const CONTENT_LIMITS = {
  tagsMax: 10,
  tagMaxChars: 20,
  /** Rich-text bodies, in UTF-16 units of HTML before cleaning. */
  contentMaxChars: 200_000,
  /** A comment needs this much width: a wide (CJK) character or an emoji counts 2 (rules/text.ts). */
  commentMinWidth: 4,
  commentMaxChars: 1_000,
  /** The same text on the same item by the same user within this window answers 801109. */
  commentRepeatSeconds: 60,
  searchKeywordMaxChars: 100,
  latestUsersMax: 50,
} as const;

/** The two upload endpoints (outside `/gwapi/v1`, as the spec names them). */
export const UPLOAD_PATHS = { upload: "/gwapi/awsupload", remove: "/gwapi/deluploadfile" } as const;

/** What an upload answers in `data`. */
export interface UploadedFile {
  file_id: number;
  /** Where the file is served: `/uploads/...` on local storage, the bucket's public URL on S3. */
  url: string;
  kind: UploadKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}
