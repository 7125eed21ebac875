import { z } from "zod";
import { type Paged, page, pageSize } from "./common.js";
import { defineAction, defineGroup, returns } from "./define.js";

/** One of the caller's short links with its visits. Dates are ISO 8601 strings. */
export interface MyShortLink {
  code: string;
  short_url: string;
  /** The page it leads to, as stored (`/appcms/news_item?information_id=7`). */
  url: string;
  /** Every visit, counted on each follow of the link. */
  visit_count: number;
  /** Distinct visitors, counted once per day each, summed over the days. */
  visitor_days: number;
  /** Distinct visitors today (UTC). */
  visitors_today: number;
  created_at: string;
  last_visit_at: string | null;
}

/**
 * `shortlink_msrv`: the sharer's view of their short links (docs/short-links.md). Links are
 * made at `POST /shortlink_api/api/url` (`createShortLink`) and followed at `/s/<code>`.
 */
export const shortLinks = defineGroup("shortlink_msrv", {
  /** The caller's short links, most visited first, then newest. */
  shortlink_list: defineAction({
    auth: "required",
    input: z.object({ page, page_size: pageSize }),
    output: returns<Paged<MyShortLink>>(),
    codes: [],
  }),
});
