import { defineArea } from "../../context.js";
import { shortLinksSettings } from "./settings.js";
import { myShortLinkHandlers } from "./my-links.js";
import { registerShortLinks } from "./routes.js";

/**
 * Short links (docs/short-links.md): `shortlink_msrv`, the sharer's list; links are made and
 * followed outside `/gwapi`, by the area's own routes (`routes.ts`, with the logic in `links.ts`).
 */
export const shortLinksArea = defineArea({
  name: "shortlinks",
  config: shortLinksSettings,
  handlers: { shortlink_msrv: myShortLinkHandlers },
  routes: registerShortLinks,
});
