import { api, Code, type NoticeCounts, type NoticeItem, type NoticeStreamEvent, WIRE } from "@icms/protocol";
import { callGateway, withSession } from "../../../app/gateway";
import { getSession } from "../../../session/session-store";

/**
 * The message centre's live state in one tab: the unread counts, kept current by the gateway's
 * stream (`STREAM-CONTRACT.md` says what the browser sends), by polling while the stream is
 * down, and by the other tabs of this browser (a read in one tab shows in the others at once,
 * before the server's own `counts` event arrives). Started by the first subscriber (the bell),
 * stopped by the last, so a signed-out page holds no connection.
 */
export interface NoticeLive {
  counts(): NoticeCounts | null;
  /** Counts changed: the badge, the tabs, the lists (which read again). */
  subscribe(listener: () => void): () => void;
  /** A notification arrived or changed on the stream (the live region announces it). */
  onNotice(listener: (item: NoticeItem) => void): () => void;
  /** Counts a call answered (`notice_read`, `notice_read_all`): shown here and in the other tabs. */
  publish(counts: NoticeCounts): void;
}

/** What the live state uses of the browser and the gateway; replaced in tests. */
export interface NoticeLiveDeps {
  token(): string | null;
  /** The counts through the call pipeline, which refreshes an expired token first. */
  readCounts(): Promise<NoticeCounts>;
  /** The poll, with the session rules (`withSession`: refresh on 1003, sign out on 1000). */
  poll(etag: string | null): Promise<{ counts: NoticeCounts | null; etag: string | null }>;
  eventSource(): typeof EventSource | undefined;
  channel(): BroadcastChannel | undefined;
}

/** How long the poll waits while the stream is down, and at most after failures. */
export const POLL_MS = 15_000;
const POLL_MAX_MS = 120_000;
/** The stream is tried again after this, doubling while it keeps failing. */
const STREAM_RETRY_MS = 5_000;
const STREAM_RETRY_MAX_MS = 300_000;

const BASE = `${WIRE.basePath}/${api.notice_msrv.notice_counts.group}`;
export const STREAM_PATH = `${BASE}/stream`;
const POLL_PATH = `${BASE}/poll`;
const CHANNEL = "icms-notices";
const EVENT_NAMES = ["message", "notice", "counts", "expired"] as const;
/** `EventSource.CLOSED`: the browser will not reconnect. */
const EVENT_SOURCE_CLOSED = 2;

/** A refusal the poll answered, shaped as `withSession` reads it. */
class PollRefused extends Error {
  constructor(readonly code: number) {
    super(`poll refused: ${code}`);
  }
}

function isCounts(value: unknown): value is NoticeCounts {
  const counts = value as NoticeCounts | null;
  return (
    typeof counts?.unread === "number" && typeof counts.latest_id === "number" && typeof counts.by_tab === "object"
  );
}

/** One poll: 304 is "unchanged"; a wire reply's refusal is thrown with its code. */
async function pollOnce(etag: string | null): Promise<{ counts: NoticeCounts | null; etag: string | null }> {
  const token = getSession().accessToken;
  const headers: Record<string, string> = {};
  if (token) headers.AccessToken = token;
  if (etag) headers["If-None-Match"] = etag;
  const response = await fetch(POLL_PATH, { headers, cache: "no-store" });
  if (response.status === 304) return { counts: null, etag };
  const body = (await response.json().catch(() => undefined)) as { code?: number; data?: unknown } | undefined;
  if (typeof body?.code === "number" && body.code !== Code.Success) throw new PollRefused(body.code);
  const counts = isCounts(body) ? body : body?.data;
  if (!response.ok || !isCounts(counts)) throw new Error(`poll failed: ${response.status}`);
  return { counts, etag: response.headers.get("etag") ?? `"${counts.latest_id}"` };
}

const browserDeps: NoticeLiveDeps = {
  token: () => getSession().accessToken,
  readCounts: () => callGateway(api.notice_msrv.notice_counts, {}),
  poll: (etag) => withSession(() => pollOnce(etag)),
  eventSource: () => (typeof EventSource === "undefined" ? undefined : EventSource),
  channel: () => (typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel(CHANNEL)),
};

export function createNoticeLive(deps: NoticeLiveDeps = browserDeps): NoticeLive {
  const listeners = new Set<() => void>();
  const noticeListeners = new Set<(item: NoticeItem) => void>();
  let counts: NoticeCounts | null = null;
  let running = false;
  /** Bumped on every stop, so the answers of a stopped run are dropped. */
  let run = 0;
  let source: EventSource | null = null;
  let sourceToken: string | null = null;
  let lastEventId: string | null = null;
  let channel: BroadcastChannel | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let pollDelay = POLL_MS;
  let etag: string | null = null;
  let streamTimer: ReturnType<typeof setTimeout> | undefined;
  let streamDelay = STREAM_RETRY_MS;

  function setCounts(next: NoticeCounts, broadcast: boolean): void {
    if (broadcast) channel?.postMessage({ counts: next });
    if (counts && JSON.stringify(counts) === JSON.stringify(next)) return;
    counts = next;
    etag = `"${next.latest_id}"`;
    for (const listener of listeners) listener();
  }

  function closeStream(): void {
    source?.close();
    source = null;
  }

  function onEvent(event: MessageEvent): void {
    let parsed: NoticeStreamEvent;
    try {
      parsed = JSON.parse(String(event.data)) as NoticeStreamEvent;
    } catch {
      return;
    }
    if (event.lastEventId) lastEventId = event.lastEventId;
    // A message through the stream: it works, so polling stops and a later failure retries soon.
    streamDelay = STREAM_RETRY_MS;
    stopPolling();
    if (parsed.type === "expired") {
      expired();
      return;
    }
    if (!isCounts(parsed.counts)) return;
    setCounts(parsed.counts, false);
    if (parsed.type === "notice") for (const listener of noticeListeners) listener(parsed.item);
  }

  /** The token ran out while the stream was open: refresh it (through a call) and reopen. */
  function expired(): void {
    closeStream();
    const mine = run;
    const stale = sourceToken;
    const reopen = () => {
      if (mine === run) openStream();
    };
    if (deps.token() !== stale) reopen();
    else
      deps.readCounts().then(
        (fresh) => {
          if (mine !== run) return;
          setCounts(fresh, false);
          reopen();
        },
        () => streamFailed(),
      );
  }

  function openStream(): void {
    clearTimeout(streamTimer);
    const Source = deps.eventSource();
    const token = deps.token();
    if (!running || !token || !Source) {
      if (running) startPolling();
      return;
    }
    closeStream();
    const query = new URLSearchParams({ token });
    if (lastEventId) query.set("last_event_id", lastEventId);
    const opened = new Source(`${STREAM_PATH}?${query}`);
    source = opened;
    sourceToken = token;
    for (const name of EVENT_NAMES) opened.addEventListener(name, onEvent as EventListener);
    opened.addEventListener("error", () => {
      if (source !== opened) return;
      // A dropped connection (a draining gateway, a network blip) the browser reconnects by
      // itself, resuming with Last-Event-ID: poll meanwhile. A refused one it gives up.
      if (opened.readyState === EVENT_SOURCE_CLOSED) streamFailed();
      else startPolling();
    });
  }

  /**
   * The stream failed to open or dropped: poll meanwhile and try it again later, each failure
   * waiting twice as long (a gateway without the stream is not asked every few seconds).
   */
  function streamFailed(): void {
    closeStream();
    if (!running) return;
    startPolling();
    clearTimeout(streamTimer);
    streamTimer = setTimeout(openStream, streamDelay);
    streamDelay = Math.min(streamDelay * 2, STREAM_RETRY_MAX_MS);
  }

  function startPolling(): void {
    if (pollTimer !== undefined || !running) return;
    pollDelay = POLL_MS;
    pollTimer = setTimeout(pollNow, pollDelay);
  }

  function stopPolling(): void {
    clearTimeout(pollTimer);
    pollTimer = undefined;
  }

  function pollNow(): void {
    const mine = run;
    deps.poll(etag).then(
      (answer) => {
        if (mine !== run || pollTimer === undefined) return;
        if (answer.counts) setCounts(answer.counts, false);
        etag = answer.etag ?? etag;
        pollDelay = POLL_MS;
        pollTimer = setTimeout(pollNow, pollDelay);
      },
      () => {
        if (mine !== run || pollTimer === undefined) return;
        pollDelay = Math.min(pollDelay * 2, POLL_MAX_MS);
        pollTimer = setTimeout(pollNow, pollDelay);
      },
    );
  }

  function start(): void {
    running = true;
    run += 1;
    const mine = run;
    channel = deps.channel();
    channel?.addEventListener("message", (event: MessageEvent<{ counts?: unknown }>) => {
      if (isCounts(event.data?.counts)) setCounts(event.data.counts, false);
    });
    deps.readCounts().then(
      (fresh) => {
        if (mine !== run) return;
        setCounts(fresh, false);
        lastEventId ??= String(fresh.latest_id);
        openStream();
      },
      () => {
        if (mine === run) streamFailed();
      },
    );
  }

  function stop(): void {
    running = false;
    run += 1;
    closeStream();
    stopPolling();
    clearTimeout(streamTimer);
    channel?.close();
    channel = undefined;
    counts = null;
    lastEventId = null;
    etag = null;
    streamDelay = STREAM_RETRY_MS;
  }

  return {
    counts: () => counts,
    subscribe(listener) {
      listeners.add(listener);
      if (!running) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    publish(next) {
      setCounts(next, true);
    },
  };
}

/** This tab's live state (the bell subscribes first; the centre's screens share it). */
export const noticeLive = createNoticeLive();
