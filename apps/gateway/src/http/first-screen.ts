import { api, ARTICLE_TYPE, CONTENT_LANGS } from "@icms/protocol";
import type { FastifyBaseLogger } from "fastify";
import { type AppContext, callContext } from "../context.js";
import { articleHandlers } from "../services/cms/articles.js";

/** One entry of the web app's query cache: its key, as the app's hooks build it, and the reply. */
interface FirstScreenEntry {
  key: unknown[];
  data: unknown;
}

export interface FirstScreen {
  entries: FirstScreenEntry[];
  /** The image the page's largest paint will be (a cover), fetched before any script runs. */
  image?: string;
}

/**
 * The data the first screen of a public page shows, read here so the page's HTML carries it:
 * the app renders from it at once instead of loading its script, then asking the gateway, then
 * loading the cover (see docs/decisions.md, "The first screen"). Only anonymous views are
 * served this way: the app's keys hold the viewer, and a signed-in visitor's marks differ.
 * Undefined for any other page, or when the data cannot be read (the app then asks as usual).
 */
export function firstScreen(app: AppContext, log: FastifyBaseLogger) {
  const ctx = () => callContext(app, "en", null, undefined, "127.0.0.1", log, undefined);
  return async (requestUrl: string): Promise<FirstScreen | undefined> => {
    const url = new URL(requestUrl, "http://page");
    if (url.pathname === "/appcms/spacex_article") {
      const langParam = url.searchParams.get("lang");
      const lang = (CONTENT_LANGS as readonly string[]).includes(langParam ?? "") ? langParam : undefined;
      // The list page's feed: `useArticleFeed({ article_type, lang })`, first page.
      const filter = lang ? { article_type: ARTICLE_TYPE.article, lang } : { article_type: ARTICLE_TYPE.article };
      const params = api.appcms_msrv.article_list.input.parse({ ...filter, page: 1 });
      const page = await articleHandlers.article_list(params, ctx());
      return {
        entries: [{ key: ["cms", "articles", filter], data: { pages: [page], pageParams: [1] } }],
        image: page.list[0]?.cover_url || undefined,
      };
    }
    if (url.pathname === "/appcms/spacex_article_detail" || url.pathname === "/appcms/spacex_video_detail") {
      const parsed = api.appcms_msrv.article_detail.input.safeParse({ article_id: url.searchParams.get("article_id") });
      if (!parsed.success) return undefined;
      // `useArticle(id)` of an anonymous viewer.
      const detail = await articleHandlers.article_detail(parsed.data, ctx());
      return {
        entries: [{ key: ["cms", "article", parsed.data.article_id, null], data: detail }],
        image: detail.cover_url || undefined,
      };
    }
    return undefined;
  };
}

/** JSON that is safe inside a `<script>` element: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Puts the first screen's data (and the preload of its image) into the page before `</head>`. */
export function injectFirstScreen(html: string, screen: FirstScreen): string {
  const parts = [`<script type="application/json" id="icms-first-screen">${scriptJson(screen.entries)}</script>`];
  if (screen.image)
    parts.unshift(`<link rel="preload" as="image" href="${escapeAttr(screen.image)}" fetchpriority="high">`);
  // A function, not a string: `$&` and `$'` in the data must stay text.
  return html.replace(/<\/head>/i, () => `    ${parts.join("\n    ")}\n  </head>`);
}
