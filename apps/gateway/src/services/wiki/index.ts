import { defineArea } from "../../context.js";
import { wikiSeed } from "./seed.js";
import { categoryHandlers } from "./categories.js";
import { entryHandlers } from "./entries.js";
import { historyHandlers } from "./history.js";
import { wikiReviewKind } from "./review.js";
import { wikiReviewHandlers } from "./review-calls.js";
import { saveHandlers } from "./save.js";

/** The wiki (docs/wiki.md): `appcms_msrv`'s wiki calls, and its review by the DAO (`dao_wiki_*`). */
export const wikiArea = defineArea({
  seed: wikiSeed,
  name: "wiki",
  reviewKinds: [wikiReviewKind],
  handlers: {
    appcms_msrv: { ...categoryHandlers, ...entryHandlers, ...historyHandlers, ...saveHandlers },
    daoclub_msrv: wikiReviewHandlers,
  },
});
