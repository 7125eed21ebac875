import { categoryHandlers } from "./categories.js";
import { entryHandlers } from "./entries.js";
import { historyHandlers } from "./history.js";
import { saveHandlers } from "./save.js";

/** The wiki's `appcms_msrv` calls (docs/wiki.md), spread into the content area's handlers. */
export const wikiHandlers = {
  ...categoryHandlers,
  ...entryHandlers,
  ...historyHandlers,
  ...saveHandlers,
};
