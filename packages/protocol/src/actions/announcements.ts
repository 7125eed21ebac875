import { z } from "zod";
import { Code } from "../errors/codes.js";
import { type Paged, page, pageSize } from "./common.js";
import { abstract, batchIds, contentLang, id, richText, title } from "./cms-fields.js";
import type { BatchResult } from "./cms-types.js";
import { defineAction, returns } from "./define.js";

/** A platform announcement as the notice list shows it. Dates are ISO 8601 strings. */
export interface AnnouncementSummary {
  announcement_id: number;
  lang: "zh" | "en" | "ru";
  title: string;
  abstract: string;
  published_at: string;
  updated_at: string;
}

export interface AnnouncementDetail extends AnnouncementSummary {
  /** Cleaned HTML: safe to render as is. */
  content: string;
}

const announcementFields = { lang: contentLang, title, abstract, content: richText };

export const announcements = {
  /** Online announcements, newest first. */
  announcement_list: defineAction({
    auth: "optional",
    input: z.object({ page, page_size: pageSize, lang: contentLang.optional() }),
    output: returns<Paged<AnnouncementSummary>>(),
    codes: [],
  }),
  announcement_detail: defineAction({
    auth: "optional",
    input: z.object({ announcement_id: id }),
    output: returns<AnnouncementDetail>(),
    codes: [Code.NotFound],
  }),
  /** Operators (`edit_announcement`, else 1006): publishes an announcement at once. */
  announcement_add_save: defineAction({
    auth: "required",
    input: z.object(announcementFields),
    output: returns<AnnouncementDetail>(),
    codes: [Code.PermissionDenied],
  }),
  announcement_edit_save: defineAction({
    auth: "required",
    input: z.object({ announcement_id: id, ...announcementFields }),
    output: returns<AnnouncementDetail>(),
    codes: [Code.PermissionDenied, Code.NotFound],
  }),
  announcement_del: defineAction({
    auth: "required",
    input: z.object({ ids: batchIds }),
    output: returns<BatchResult>(),
    codes: [Code.PermissionDenied],
  }),
};
