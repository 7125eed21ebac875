import type { Config } from "../config.js";
import type { Queryable } from "../db/db.js";

/** What a share preview shows of one online item. */
export interface PreviewItem {
  title: string;
  abstract: string;
  cover_url: string;
  /** A video page (`og:type` video.other) rather than an article. */
  video: boolean;
  nickname: string;
  published_at: Date | string | null;
}

/**
 * A page whose HTML carries its item's share preview (`defineArea({ sharePreviews })`): the
 * page's paths, and the online item it shows with the page's own path and query (the address the
 * preview gives); undefined for a bad id or an item that is not online.
 */
export interface SharePreviewPage {
  paths: readonly string[];
  read(url: URL, db: Queryable): Promise<{ item: PreviewItem; path: string } | undefined>;
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
function previewTags(row: PreviewItem, pageUrl: string, origin: string): string {
  const image = row.cover_url ? absolute(row.cover_url, origin) : "";
  const tags: [string, string, string][] = [
    ["property", "og:type", row.video ? "video.other" : "article"],
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
export function previewPage(html: string, row: PreviewItem, pageUrl: string, origin: string): string {
  const title = `<title>${escapeAttr(row.title)} - ICMS</title>`;
  const tags = previewTags(row, pageUrl, origin);
  return html.replace(/<title>[^<]*<\/title>/i, () => title).replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}

/**
 * The index.html of a page with an item (an article, a video) with its share preview, for link
 * unfurlers that do not run scripts; undefined for a page no area serves or an item that is not online.
 */
export function sharePreview(db: Queryable, config: Pick<Config, "PUBLIC_ORIGIN">, pages: readonly SharePreviewPage[]) {
  const byPath = new Map<string, SharePreviewPage>();
  for (const page of pages) {
    for (const path of page.paths) {
      if (byPath.has(path)) throw new Error(`share preview of ${path} is served twice`);
      byPath.set(path, page);
    }
  }
  return async (requestUrl: string, indexHtml: string): Promise<string | undefined> => {
    const url = new URL(requestUrl, config.PUBLIC_ORIGIN);
    const found = await byPath.get(url.pathname)?.read(url, db);
    if (!found) return undefined;
    return previewPage(indexHtml, found.item, `${config.PUBLIC_ORIGIN}${found.path}`, config.PUBLIC_ORIGIN);
  };
}
