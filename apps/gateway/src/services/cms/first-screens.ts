import { api, ARTICLE_TYPE, CONTENT_LANGS } from "@icms/protocol";
import type { FirstScreenPage } from "../../http/first-screen.js";
import { articleHandlers } from "./articles.js";

/** The article list and the article pages carry their first screen in the HTML (http/first-screen.ts). */
export const cmsFirstScreens: readonly FirstScreenPage[] = [
  {
    paths: ["/appcms/spacex_article"],
    async read(url, ctx) {
      const langParam = url.searchParams.get("lang");
      const lang = (CONTENT_LANGS as readonly string[]).includes(langParam ?? "") ? langParam : undefined;
      // The list page's feed: `useArticleFeed({ article_type, lang })`, first page.
      const filter = lang ? { article_type: ARTICLE_TYPE.article, lang } : { article_type: ARTICLE_TYPE.article };
      const params = api.appcms_msrv.article_list.input.parse({ ...filter, page: 1 });
      const page = await articleHandlers.article_list(params, ctx);
      return {
        entries: [{ key: ["cms", "articles", filter], data: { pages: [page], pageParams: [1] } }],
        image: page.list[0]?.cover_url || undefined,
      };
    },
  },
  {
    paths: ["/appcms/spacex_article_detail", "/appcms/spacex_video_detail"],
    async read(url, ctx) {
      const parsed = api.appcms_msrv.article_detail.input.safeParse({ article_id: url.searchParams.get("article_id") });
      if (!parsed.success) return undefined;
      // `useArticle(id)` of an anonymous viewer.
      const detail = await articleHandlers.article_detail(parsed.data, ctx);
      return {
        entries: [{ key: ["cms", "article", parsed.data.article_id, null], data: detail }],
        image: detail.cover_url || undefined,
      };
    },
  },
];
