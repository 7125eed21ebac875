/** Where the wiki's screens are. */
export const wikiPaths = {
  home: "/appcms/compass_wiki_home",
  category: (categoryId: number) => `/appcms/compass_wiki?category_id=${categoryId}`,
  entry: (articleId: number) => `/appcms/compass_wiki_detail?article_id=${articleId}`,
  history: (articleId: number) => `/appcms/compass_wiki_history?article_id=${articleId}`,
  write: (articleId?: number) => `/ucenter/write_wiki?article_type=3${articleId ? `&article_id=${articleId}` : ""}`,
};

/** The first characters of a commit id, as the pages show it. */
export const shortCommit = (commit: string) => commit.slice(0, 10);
