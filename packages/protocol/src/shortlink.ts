/**
 * Short links (docs/short-links.md): which pages may have one, and the one form of each page's
 * address a link stores. Shared by the gateway (which refuses anything else) and the web app.
 */

/** Where links are made, and where they are followed (`/s/<code>`). */
export const SHORT_LINK_PATHS = { create: "/shortlink_api/api/url", visit: "/s/" } as const;

/** A short code: base62, this many characters (62^8 ≈ 2.2e14 codes). */
export const SHORT_CODE_LENGTH = 8;
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{8}$/;

interface DetailPage {
  /** The page's path; for a page whose id is in the path, the part before it. */
  path: string;
  /** The query field holding the item's id; undefined when the id ends the path. */
  idParam?: string;
  /** Other query fields the page needs, kept when they hold one of their values. */
  keep?: Readonly<Record<string, readonly string[]>>;
}

const ARTICLE_TYPE = { article_type: ["1", "2", "3"] } as const;

/** The web app's detail pages: the only pages a short link may lead to. */
export const SHORT_LINK_PAGES: readonly DetailPage[] = [
  { path: "/appcms/spacex_article_detail", idParam: "article_id", keep: ARTICLE_TYPE },
  { path: "/appcms/spacex_video_detail", idParam: "article_id", keep: ARTICLE_TYPE },
  { path: "/appcms/compass_wiki_detail", idParam: "article_id" },
  { path: "/appcms/special_home", idParam: "special_id", keep: ARTICLE_TYPE },
  { path: "/appcms/news_item", idParam: "information_id" },
  { path: "/appcms/activity_item", idParam: "activity_id" },
  { path: "/appcms/investment_detail", idParam: "activity_id" },
  { path: "/noticeDetail", idParam: "announcement_id" },
  { path: "/appedu/course_detail", idParam: "course_id" },
  { path: "/project_detail", idParam: "project_id" },
  { path: "/appsocial/social_index/" },
];

const ID = /^[1-9][0-9]{0,9}$/;
const ID_MAX = 2_147_483_647;
const isId = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && ID.test(value) && Number(value) <= ID_MAX;

/**
 * The stored form of a page's address (`/appcms/news_item?information_id=7`), or null when it is
 * not one of the detail pages: a path, or a full URL on `origin`. Fields other than the page's
 * id and the ones it needs are dropped (a shared link's own forward credit among them).
 */
export function shortLinkTarget(url: string, origin: string): string | null {
  if (typeof url !== "string" || url.length === 0 || url.length > 2000) return null;
  let parsed: URL;
  try {
    // A path must be one: "//host/..." would name another site.
    if (!/^https?:\/\//i.test(url) && !(url.startsWith("/") && !url.startsWith("//"))) return null;
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== new URL(origin).origin) return null;
  for (const page of SHORT_LINK_PAGES) {
    if (page.idParam === undefined) {
      const id = parsed.pathname.startsWith(page.path) ? parsed.pathname.slice(page.path.length) : null;
      if (isId(id)) return `${page.path}${id}`;
      continue;
    }
    if (parsed.pathname !== page.path) continue;
    const id = parsed.searchParams.get(page.idParam);
    if (!isId(id)) return null;
    const query = new URLSearchParams({ [page.idParam]: id });
    for (const [field, values] of Object.entries(page.keep ?? {})) {
      const value = parsed.searchParams.get(field);
      if (value !== null && values.includes(value)) query.set(field, value);
    }
    return `${page.path}?${query.toString()}`;
  }
  return null;
}

/** What `POST /shortlink_api/api/url` answers in `data`. */
export interface ShortLinkResult {
  code: string;
  /** The full address to share: `<origin>/s/<code>`. */
  short_url: string;
}
