import { announcementHandlers } from "./announcements.js";
import { newsReadHandlers } from "./news.js";
import { newsEditorHandlers } from "./news-editor.js";
import { newsReactionHandlers } from "./news-reactions.js";
import { newsSearchHandlers } from "./news-search.js";

export { appReleaseHandlers } from "./app-releases.js";

/** News and flash news, with their readers' comments, likes and stances, and operators' edits. */
export const newsHandlers = {
  ...newsReadHandlers,
  ...newsReactionHandlers,
  ...newsSearchHandlers,
  ...newsEditorHandlers,
};

/** Platform announcements and operators' edits. */
export { announcementHandlers };
