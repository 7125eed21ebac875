import { defineArea } from "../../context.js";
import { myShortLinkHandlers } from "./my-links.js";

/**
 * `shortlink_msrv` (docs/short-links.md): the sharer's list. Links are made and followed outside
 * `/gwapi` (`http/short-links.ts`, with the logic in `links.ts`).
 */
export const shortLinksArea = defineArea({
  handlers: { shortlink_msrv: myShortLinkHandlers },
});
