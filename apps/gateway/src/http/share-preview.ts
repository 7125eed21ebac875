import type { Config } from "../config.js";
import type { Queryable } from "../db/db.js";

/** The web routes of an article and of a video page (product-spec section 2). */
const DETAIL_PATHS = new Set(["/appcms/spacex_article_detail", "/appcms/spacex_video_detail"]);

interface PreviewRow {
  title: string;
  abstract: string;
  cover_url: string;
  article_type: number;
  nickname: string;
  published_at: Date | string | null;
}

const escapeAttr = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

function absolute(url: string, origin: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** Open Graph and Twitter-card tags for one online item; every value escaped. */
function previewTags(row: PreviewRow, pageUrl: string, origin: string): string {
  const image = row.cover_url ? absolute(row.cover_url, origin) : "";
  const tags: [string, string, string][] = [
    ["property", "og:type", row.article_type === 2 ? "video.other" : "article"],
    ["property", "og:site_name", "ICMS"],
    ["property", "og:title", row.title],
    ["property", "og:description", row.abstract],
    ["property", "og:url", pageUrl],
    ["name", "twitter:card", image ? "summary_large_image" : "summary"],
    ["name", "twitter:title", row.title],
    ["name", "twitter:description", row.abstract],
    ["name", "description", row.abstract],
  ];
  if (image) tags.push(["property", "og:image", image], ["name", "twitter:image", image]);
  if (row.nickname) tags.push(["name", "author", row.nickname]);
  if (row.published_at) {
    tags.push(["property", "article:published_time", new Date(row.published_at).toISOString()]);
  }
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeAttr(value)}">`).join("\n    ");
}

/**
 * A page with an item's share preview: its title in `<title>`, the tags before `</head>`. The
 * replacements are functions, so a `$&` or `$'` in a title stays text (a replacement string
 * would read it as a pattern).
 */
export function previewPage(html: string, row: PreviewRow, pageUrl: string, origin: string): string {
  const title = `<title>${escapeAttr(row.title)} - ICMS</title>`;
  const tags = previewTags(row, pageUrl, origin);
  return html.replace(/<title>[^<]*<\/title>/i, () => title).replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/**
 * The index.html of an article or video page with its share preview, for link unfurlers that
 * do not run scripts; undefined for any other page or an item that is not online.
 */
export function sharePreview(db: Queryable, config: Pick<Config, "PUBLIC_ORIGIN">) {
  return async (requestUrl: string, indexHtml: string): Promise<string | undefined> => {
    const url = new URL(requestUrl, config.PUBLIC_ORIGIN);
    if (!DETAIL_PATHS.has(url.pathname)) return undefined;
    const id = Number(url.searchParams.get("article_id"));
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
    const row = await db.kysely
      .selectFrom("articles as a")
      .innerJoin("users as u", "u.uid", "a.author_uid")
      .select(["a.title", "a.abstract", "a.cover_url", "a.article_type", "u.nickname", "a.published_at"])
      .where("a.id", "=", id)
      .where("a.status", "=", "online")
      .executeTakeFirst();
    if (!row) return undefined;
    const pageUrl = `${config.PUBLIC_ORIGIN}${url.pathname}?article_id=${id}`;
    return previewPage(indexHtml, row, pageUrl, config.PUBLIC_ORIGIN);
  };
}
