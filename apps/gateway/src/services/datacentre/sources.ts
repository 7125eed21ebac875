/**
 * Where a view came from, decided once when its beacon arrives (docs/datacentre.md, "Sources"):
 * what the page knew (a short code, a forward, the referrer's host and path) is all there is, so
 * the decision is a pure function of it and the site's own host.
 */
import type { TrafficSource } from "@icms/protocol";

/** Hosts of search engines (a host ending in one of these, or a `google.` or `yandex.` host of any country). */
const SEARCH_SUFFIXES = [
  "bing.com",
  "baidu.com",
  "duckduckgo.com",
  "sogou.com",
  "so.com",
  "sm.cn",
  "search.yahoo.com",
  "naver.com",
  "ecosia.org",
  "startpage.com",
  "search.brave.com",
  "yandex.ru",
];
const SEARCH_PATTERN = /(^|\.)(google|yandex)\.[a-z.]{2,12}$/;

function isSearchHost(host: string): boolean {
  return SEARCH_PATTERN.test(host) || SEARCH_SUFFIXES.some((s) => host === s || host.endsWith(`.${s}`));
}

interface VisitFacts {
  referrer_host: string;
  referrer_path?: string;
  is_forward: number;
  forward_uid?: number;
  short_code?: string;
}

/**
 * The source and its detail (`ref`): a short link wins over the forward it carries (the short
 * link redirect adds the sharer's forward credit), a forward over the referrer; the site's own
 * pages are direct unless they are a planet's.
 */
export function classifyVisit(facts: VisitFacts, ownHost: string): { source: TrafficSource; ref: string } {
  if (facts.short_code) return { source: "shortlink", ref: facts.short_code };
  if (facts.is_forward === 1 && facts.forward_uid !== undefined)
    return { source: "forward", ref: String(facts.forward_uid) };
  // Hosts are compared without `www.` and without a port (a page may send either form).
  const bare = (h: string) => h.replace(/:\d+$/, "").replace(/^www\./, "");
  const host = bare(facts.referrer_host);
  if (host === "") return { source: "direct", ref: "" };
  if (host === bare(ownHost)) {
    return facts.referrer_path?.startsWith("/appsocial/")
      ? { source: "planet", ref: "" }
      : { source: "direct", ref: "" };
  }
  if (isSearchHost(host)) return { source: "search", ref: host };
  return { source: "site", ref: host };
}
