/**
 * What other areas use of the content area: the wiki files its entries as articles (a title free
 * among the author's items, their tags, its review locked and settled as an article's) and a
 * project cluster opens a special.
 */
export { checkTitleFree } from "./article-form.js";
export { createSpecial } from "./my-specials.js";
export { lockContent, settleContent } from "./review-kinds.js";
export { setArticleTags } from "./tags.js";
