import type { FastifyBaseLogger } from "fastify";
import { type AppContext, type CallContext, callContext } from "../context.js";

/** One entry of the web app's query cache: its key, as the app's hooks build it, and the reply. */
interface FirstScreenEntry {
  key: unknown[];
  data: unknown;
}

export interface FirstScreen {
  entries: FirstScreenEntry[];
  /** The image the page's largest paint will be (a cover), fetched before any script runs. */
  image?: string;
}

/**
 * A public page whose first screen an area serves in its HTML (`defineArea({ firstScreens })`):
 * the page's paths, and what it shows an anonymous viewer, read through the area's own handlers
 * under the keys its web hooks build. Undefined when there is nothing to carry (a bad id, an item
 * that is not online).
 */
export interface FirstScreenPage {
  paths: readonly string[];
  read(url: URL, ctx: CallContext): Promise<FirstScreen | undefined>;
}

/**
 * The data the first screen of a public page shows, read here so the page's HTML carries it:
 * the app renders from it at once instead of loading its script, then asking the gateway, then
 * loading the cover (see docs/decisions.md, "The first screen"). Only anonymous views are
 * served this way: the app's keys hold the viewer, and a signed-in visitor's marks differ.
 * Undefined for a page no area serves, or when the data cannot be read (the app then asks as usual).
 */
export function firstScreen(app: AppContext, log: FastifyBaseLogger, pages: readonly FirstScreenPage[]) {
  const byPath = new Map<string, FirstScreenPage>();
  for (const page of pages) {
    for (const path of page.paths) {
      if (byPath.has(path)) throw new Error(`first screen of ${path} is served twice`);
      byPath.set(path, page);
    }
  }
  return async (requestUrl: string): Promise<FirstScreen | undefined> => {
    const url = new URL(requestUrl, "http://page");
    const page = byPath.get(url.pathname);
    return page?.read(url, callContext(app, "en", null, undefined, "127.0.0.1", "", log, undefined));
  };
}

/** JSON that is safe inside a `<script>` element: no `<` can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Puts the first screen's data (and the preload of its image) into the page before `</head>`. */
export function injectFirstScreen(html: string, screen: FirstScreen): string {
  const parts = [`<script type="application/json" id="icms-first-screen">${scriptJson(screen.entries)}</script>`];
  if (screen.image)
    parts.unshift(`<link rel="preload" as="image" href="${escapeAttr(screen.image)}" fetchpriority="high">`);
  // A function, not a string: `$&` and `$'` in the data must stay text.
  return html.replace(/<\/head>/i, () => `    ${parts.join("\n    ")}\n  </head>`);
}
