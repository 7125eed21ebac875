import { type ActionInput, api, type DatacentreKind } from "@icms/protocol";
import { callGateway } from "../app/gateway";

/** What a view reports of where it came from (the gateway decides the source from it). */
export type VisitSource = Omit<ActionInput<typeof api.datacentre_msrv.datacentre_view>, "kind" | "id" | "visitor_id">;

const FORWARD_UID = /^[1-9][0-9]{0,9}$/;
const SHORT_CODE = /^[A-Za-z0-9]{1,16}$/;

/**
 * Where the visit to `page` came from: the previous page (`previous`, a full URL, or null when
 * there was none), the forward credit in the address (`is_forward=1&forward_uid=`) and the short
 * link it was reached by (`sl`, which the short link's redirect adds). A previous page of this
 * site also gives its path, so a planet's page can be told from the rest of the site.
 */
export function visitSource(page: URL, previous: string | null): VisitSource {
  const source: VisitSource = { referrer_host: "" };
  if (previous) {
    try {
      const from = new URL(previous);
      if (from.protocol === "http:" || from.protocol === "https:") {
        source.referrer_host = from.hostname.toLowerCase();
        if (from.origin === page.origin) source.referrer_path = from.pathname.slice(0, 300);
      }
    } catch {
      // An unreadable referrer is no referrer.
    }
  }
  const forwarder = page.searchParams.get("forward_uid") ?? "";
  if (page.searchParams.get("is_forward") === "1" && FORWARD_UID.test(forwarder)) {
    source.is_forward = 1;
    source.forward_uid = Number(forwarder);
  }
  const code = page.searchParams.get("sl") ?? "";
  if (SHORT_CODE.test(code)) source.short_code = code;
  return source;
}

interface NavigationEntries {
  currentEntry?: { index: number } | null;
  entries(): { url: string | null }[];
}

/**
 * The page before this one: within the app, the previous entry of the session's history (the
 * Navigation API keeps each in-app page's URL; `document.referrer` still names the page the app
 * was first opened from); otherwise the referrer.
 */
export function previousPage(): string | null {
  const navigation = (window as { navigation?: NavigationEntries }).navigation;
  const index = navigation?.currentEntry?.index ?? 0;
  if (navigation && index > 0) return navigation.entries()[index - 1]?.url ?? null;
  return document.referrer || null;
}

const VISITOR_KEY = "icms.visitor";

/** The anonymous visitor's id, made once and kept in this browser, so a signed-out viewer is counted once a day. */
export function visitorId(): string {
  let id = localStorage.getItem(VISITOR_KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID();
    localStorage.setItem(VISITOR_KEY, id);
  }
  return id;
}

/** Reports a view; a beacon never troubles the reader, so a failure is dropped. */
export function sendView(kind: DatacentreKind, id: number, source: VisitSource, signedIn: boolean): void {
  const who = signedIn ? {} : { visitor_id: visitorId() };
  callGateway(api.datacentre_msrv.datacentre_view, { kind, id, ...who, ...source }).catch(() => undefined);
}

/** Reports that the reader reached the end of the body. */
export function sendRead(kind: DatacentreKind, id: number, signedIn: boolean): void {
  const who = signedIn ? {} : { visitor_id: visitorId() };
  callGateway(api.datacentre_msrv.datacentre_read, { kind, id, ...who }).catch(() => undefined);
}
