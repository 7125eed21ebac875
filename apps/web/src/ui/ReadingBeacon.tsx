import type { DatacentreKind } from "@icms/protocol";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { previousPage, sendRead, sendView, visitSource } from "../queries/visits";
import { isSignedIn, useSession } from "../session/session-store";

/** How long the reader must have had the piece open before reaching its end counts as a read. */
export const READ_AFTER_MS = 4_000;

interface ReadingBeaconProps {
  kind: DatacentreKind;
  /** The piece; nothing is sent while it is not known. */
  id: number | null | undefined;
  /**
   * `open`: the view is sent when the page opens (a piece's own page). `seen`: when the text around
   * the beacon first comes into sight (a topic in a feed, which has no page of its own).
   */
  viewWhen?: "open" | "seen";
}

/**
 * Placed right after a piece's body: reports one view when the page opens (with where the visit
 * came from) and one read when the reader has scrolled past the body's end, having had the piece
 * open a few seconds. Each is sent once per page visit; inside collapsed text (a long topic before
 * "Show more") the end is hidden, so no read is sent until the text is opened.
 */
export function ReadingBeacon({ kind, id, viewWhen = "open" }: ReadingBeaconProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const location = useLocation();
  const signedIn = isSignedIn(useSession());
  // What this visit has sent; kept across the development mode's second effect run.
  const sent = useRef(new Set<string>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit (location.key) or piece starts afresh; the session at that moment is what counts.
  useEffect(() => {
    const node = marker.current;
    if (!id || !node) return;
    const visit = `${kind}:${id}:${location.key}`;
    const once = (what: "view" | "read", send: () => void) => {
      if (sent.current.has(`${what} ${visit}`)) return;
      sent.current.add(`${what} ${visit}`);
      send();
    };
    const view = () =>
      once("view", () => sendView(kind, id, visitSource(new URL(window.location.href), previousPage()), signedIn));
    if (viewWhen === "open") view();
    if (typeof IntersectionObserver === "undefined") return;

    const opened = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => once("read", () => sendRead(kind, id, signedIn));
    const reachedEnd = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry || node.closest('[data-collapsed="true"]')) return;
      // In sight, or already above it (scrolled past quickly).
      if (!entry.isIntersecting && entry.boundingClientRect.top > 0) return;
      if (viewWhen === "seen") view();
      clearTimeout(timer);
      timer = setTimeout(read, Math.max(0, READ_AFTER_MS - (Date.now() - opened)));
      reachedEnd.disconnect();
    });
    reachedEnd.observe(node);
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        view();
        seen.disconnect();
      }
    });
    if (viewWhen === "seen" && node.parentElement) seen.observe(node.parentElement);
    return () => {
      reachedEnd.disconnect();
      seen.disconnect();
      clearTimeout(timer);
    };
  }, [kind, id, location.key, viewWhen]);

  return <span ref={marker} aria-hidden="true" data-reading-beacon={kind} style={{ display: "block", height: 1 }} />;
}
