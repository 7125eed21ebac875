import { ARTICLE_TYPE, type ArticleSummary } from "@icms/protocol";

/** Where an item's page is: videos and wiki entries have their own detail screens. */
export function articlePath(article: Pick<ArticleSummary, "article_id" | "article_type">): string {
  if (article.article_type === ARTICLE_TYPE.wiki) return `/appcms/compass_wiki_detail?article_id=${article.article_id}`;
  const screen = article.article_type === ARTICLE_TYPE.video ? "spacex_video_detail" : "spacex_article_detail";
  return `/appcms/${screen}?article_id=${article.article_id}&article_type=${article.article_type}`;
}

export function specialPath(specialId: number, articleType?: number): string {
  return `/appcms/special_home?special_id=${specialId}${articleType ? `&article_type=${articleType}` : ""}`;
}

export function userPath(uid: number): string {
  return `/my?uid=${uid}`;
}

/** A positive integer id from a query field, or 0. */
export function idParam(value: string | null): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** `article_type` from a query field when it is 1, 2 or 3. */
export function articleTypeParam(value: string | null): 1 | 2 | 3 | undefined {
  const type = Number(value);
  return type === 1 || type === 2 || type === 3 ? type : undefined;
}
