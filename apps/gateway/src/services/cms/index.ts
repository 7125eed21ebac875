import type { Api } from "@icms/protocol";
import type { GroupHandlers } from "../../http/handler.js";
import { articleStatusHandlers } from "./article-status.js";
import { articleHandlers } from "./articles.js";
import { commentHandlers } from "./comments.js";
import { myArticleHandlers } from "./my-articles.js";
import { mySpecialHandlers } from "./my-specials.js";
import { reactionHandlers } from "./reactions.js";
import { searchHandlers } from "./search.js";
import { specialHandlers } from "./specials.js";
import { tagHandlers } from "./tags.js";

/** `appcms_msrv`: articles, videos and HowTos, specials and channels, tags and search. */
export const cmsHandlers: GroupHandlers<Api["appcms_msrv"]> = {
  ...articleHandlers,
  ...myArticleHandlers,
  ...articleStatusHandlers,
  ...reactionHandlers,
  ...commentHandlers,
  ...searchHandlers,
  ...specialHandlers,
  ...mySpecialHandlers,
  ...tagHandlers,
};
