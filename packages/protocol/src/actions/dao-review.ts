/**
 * Member review of submitted content (`daoclub_msrv`: `dao_article_*`, `dao_wiki_*`,
 * `dao_special_*`, `dao_reason_list`).
 */
export const daoReview = {};
