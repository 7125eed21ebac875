import { ARTICLE_TYPE } from "@icms/protocol";
import type { SharePreviewPage } from "../../http/share-preview.js";

/** The article and video pages (product-spec section 2) carry their item's share preview (http/share-preview.ts). */
export const cmsSharePreviews: readonly SharePreviewPage[] = [
  {
    paths: ["/appcms/spacex_article_detail", "/appcms/spacex_video_detail"],
    async read(url, db) {
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
      const { article_type, ...item } = row;
      return {
        item: { ...item, video: article_type === ARTICLE_TYPE.video },
        path: `${url.pathname}?article_id=${id}`,
      };
    },
  },
];
