import type { NoticeCounts } from "@icms/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { counts, FakeEventSource, notice } from "../notice-fixtures";
import { createNoticeLive, type NoticeLiveDeps, POLL_MS, STREAM_PATH } from "./notice-live";

/** Two tabs' channels: what one posts, the other hears. */
function channelPair() {
  const make = () => {
    const target = new EventTarget() as EventTarget & {
      postMessage(data: unknown): void;
      close(): void;
      peer?: EventTarget;
    };
    target.postMessage = (data) => target.peer?.dispatchEvent(new MessageEvent("message", { data }));
    target.close = () => {};
    return target;
  };
  const a = make();
  const b = make();
  a.peer = b;
  b.peer = a;
  return [a, b] as unknown as [BroadcastChannel, BroadcastChannel];
}

function deps(changes: Partial<NoticeLiveDeps> = {}): NoticeLiveDeps {
  return {
    token: () => "token-1",
    readCounts: vi.fn(async () => counts(0, 10)),
    poll: vi.fn(async () => ({ counts: null, etag: '"10"' })),
    eventSource: () => FakeEventSource as unknown as typeof EventSource,
    channel: () => undefined,
    ...changes,
  };
}

/** Lets the answered promises run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the notices' live state", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.reset();
  });
  afterEach(() => vi.useRealTimers());

  it("reads the counts, then opens the stream with the token in the query and the latest id to resume from", async () => {
    const live = createNoticeLive(deps());
    const seen: (NoticeCounts | null)[] = [];
    const stop = live.subscribe(() => seen.push(live.counts()));
    await settle();
    expect(seen).toEqual([counts(0, 10)]);
    const stream = FakeEventSource.latest();
    expect(stream.url.startsWith(`${STREAM_PATH}?`)).toBe(true);
    expect(stream.query.get("token")).toBe("token-1");
    expect(stream.query.get("last_event_id")).toBe("10");
    stop();
    expect(stream.closed).toBe(true);
    expect(live.counts()).toBeNull();
  });

  it("moves the counts on each event, named or not, and hands new items to their listeners", async () => {
    const live = createNoticeLive(deps());
    const stop = live.subscribe(() => {});
    const items: number[] = [];
    live.onNotice((item) => items.push(item.id));
    await settle();
    const stream = FakeEventSource.latest();
    stream.send({ type: "notice", item: notice(11), counts: counts(1, 11) }, { id: "11" });
    expect(live.counts()?.unread).toBe(1);
    stream.send({ type: "counts", counts: counts(0, 12) }, { id: "12", named: true });
    expect(live.counts()?.unread).toBe(0);
    expect(items).toEqual([11]);
    stop();
  });

  it("polls with the last ETag while the stream is down, backing off, and tries the stream again from the last id", async () => {
    const poll = vi.fn<NoticeLiveDeps["poll"]>();
    poll.mockResolvedValue({ counts: null, etag: '"13"' });
    poll.mockResolvedValueOnce({ counts: null, etag: '"11"' });
    poll.mockRejectedValueOnce(new Error("offline"));
    poll.mockResolvedValueOnce({ counts: counts(2, 13), etag: '"13"' });
    const live = createNoticeLive(deps({ poll }));
    const stop = live.subscribe(() => {});
    await settle();
    const first = FakeEventSource.latest();
    first.send({ type: "notice", item: notice(11), counts: counts(1, 11) }, { id: "11" });
    first.fail();
    expect(first.closed).toBe(true);

    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(poll).toHaveBeenLastCalledWith('"11"');
    // The stream is tried again on its own timer, from the last event id it delivered.
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.query.get("last_event_id")).toBe("11");
    second.fail();

    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    // After a failed poll the next waits twice as long.
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(poll).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(live.counts()?.unread).toBe(2);

    // A message on the reopened stream ends the polling.
    FakeEventSource.latest().send({ type: "counts", counts: counts(2, 13) });
    const polls = poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(poll).toHaveBeenCalledTimes(polls);
    stop();
  });

  it("lets the browser reconnect a dropped stream by itself, polling until it answers again", async () => {
    const poll = vi.fn(async () => ({ counts: counts(1, 11), etag: '"11"' }));
    const live = createNoticeLive(deps({ poll }));
    const stop = live.subscribe(() => {});
    await settle();
    const stream = FakeEventSource.latest();
    stream.drop();
    expect(stream.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(live.counts()?.unread).toBe(1);
    stream.send({ type: "counts", counts: counts(1, 11) });
    await vi.advanceTimersByTimeAsync(POLL_MS * 4);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.opened).toHaveLength(1);
    stop();
  });

  it("after an expired event, refreshes the token through a call and reopens from the last id", async () => {
    let token = "token-1";
    const readCounts = vi.fn(async () => {
      token = "token-2";
      return counts(1, 11);
    });
    const live = createNoticeLive(deps({ token: () => token, readCounts }));
    const stop = live.subscribe(() => {});
    await settle();
    const first = FakeEventSource.latest();
    first.send({ type: "notice", item: notice(11), counts: counts(1, 11) }, { id: "11" });
    first.send({ type: "expired" });
    expect(first.closed).toBe(true);
    await settle();
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.query.get("token")).toBe("token-2");
    expect(second.query.get("last_event_id")).toBe("11");
    stop();
  });

  it("shows the counts a call answered in the other tabs at once", async () => {
    const [here, there] = channelPair();
    const tabA = createNoticeLive(deps({ channel: () => here, readCounts: async () => counts(1, 11) }));
    const tabB = createNoticeLive(deps({ channel: () => there, readCounts: async () => counts(1, 11) }));
    const stops = [tabA.subscribe(() => {}), tabB.subscribe(() => {})];
    await settle();
    expect(tabB.counts()?.unread).toBe(1);
    tabA.publish(counts(0, 12));
    expect(tabA.counts()?.unread).toBe(0);
    expect(tabB.counts()?.unread).toBe(0);
    for (const stop of stops) stop();
  });

  it("polls when the browser has no EventSource", async () => {
    const poll = vi.fn(async () => ({ counts: counts(3, 14), etag: '"14"' }));
    const live = createNoticeLive(deps({ eventSource: () => undefined, poll }));
    const stop = live.subscribe(() => {});
    await settle();
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(poll).toHaveBeenCalledWith('"10"');
    expect(live.counts()?.unread).toBe(3);
    stop();
  });
});
