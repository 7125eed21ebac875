import type { AuthorBrief, NoticeCounts, NoticeItem, NoticeStreamEvent, NoticeTab } from "@icms/protocol";

/** Test data of the message centre's screens. */

function actor(uid: number, nickname: string): AuthorBrief {
  return { uid, nickname, avatar_url: "", wallet_addr: `0x${String(uid).padStart(40, "0")}` };
}

export const ALICE = actor(3, "Alice");
export const BOB = actor(4, "Bob");
export const CAROL = actor(5, "Carol");

export function notice(id: number, changes: Partial<NoticeItem> = {}): NoticeItem {
  const at = new Date(Date.now() - 60_000).toISOString();
  return {
    id,
    kind: "comment",
    count: 1,
    actors: [BOB],
    target: {
      type: "article",
      id: 7,
      title: "Staking explained",
      url: "/appcms/spacex_article_detail?article_id=7&article_type=1",
      deleted: false,
    },
    thread: null,
    data: {},
    read: false,
    created_at: at,
    updated_at: at,
    ...changes,
  };
}

const NO_TABS: Record<NoticeTab, number> = { all: 0, replies: 0, likes: 0, review: 0, money: 0, planets: 0, system: 0 };

export function counts(unread: number, latestId = 10, byTab: Partial<Record<NoticeTab, number>> = {}): NoticeCounts {
  return { unread, latest_id: latestId, by_tab: { ...NO_TABS, all: unread, ...byTab } };
}

type Listener = (event: Event) => void;

/** An `EventSource` the test drives: it records what was opened and sends what the test says. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  static latest(): FakeEventSource {
    const last = FakeEventSource.opened.at(-1);
    if (!last) throw new Error("no stream was opened");
    return last;
  }

  static reset(): void {
    FakeEventSource.opened = [];
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The query the stream was opened with. */
  get query(): URLSearchParams {
    return new URL(this.url, "http://localhost").searchParams;
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    this.listeners.set(type, set);
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** One SSE message, named (`event:`) or not. */
  send(data: NoticeStreamEvent, options: { id?: string; named?: boolean } = {}): void {
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(options.named ? data.type : "message", {
      data: JSON.stringify(data),
      lastEventId: options.id ?? "",
    });
    for (const listener of this.listeners.get(event.type) ?? []) listener(event);
  }

  /** The connection dropped; the browser reconnects by itself. */
  drop(): void {
    this.readyState = FakeEventSource.CONNECTING;
    for (const listener of this.listeners.get("error") ?? []) listener(new Event("error"));
  }

  /** The connection was refused (a non-200 answer): the browser gives up. */
  fail(): void {
    this.readyState = FakeEventSource.CLOSED;
    for (const listener of this.listeners.get("error") ?? []) listener(new Event("error"));
  }
}
