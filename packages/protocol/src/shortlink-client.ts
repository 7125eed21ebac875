import { type ClientOptions, postSigned, requestContext } from "./client.js";
import { SHORT_LINK_PATHS, type ShortLinkResult } from "./shortlink.js";

/**
 * Makes (or finds) the short link of a detail page: `url` is its path or its full address on
 * this site. With a session the link carries the caller as its sharer, and the same page shared
 * again by the same caller answers the same code. Posted as JSON (`{ data: { url }, lang }`);
 * the endpoint takes a form body with `data` as a JSON string too.
 */
export function createShortLink(options: ClientOptions, url: string): Promise<ShortLinkResult> {
  const { lang } = requestContext(options);
  return postSigned<ShortLinkResult>(options, SHORT_LINK_PATHS.create, JSON.stringify({ data: { url }, lang }), lang, {
    "content-type": "application/json",
  });
}
