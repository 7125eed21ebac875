import type {
  ActionDef,
  ActionInput,
  ActionOutput,
  ArticleDetail,
  ArticleSummary,
  AuthorBrief,
  Declarations,
  CursorPaged,
} from "@icms/protocol";
import { vi } from "vitest";

/** Every declared action, by its name. */
type Action = { [G in keyof Declarations]: Declarations[G][keyof Declarations[G]] }[keyof Declarations];
type ActionsByName = { [A in Action as A["name"]]: A };
type ActionName = keyof ActionsByName;

/**
 * What a test answers for each action it expects, typed from the protocol: the handler takes the
 * action's input and must return its output, so a renamed or retyped field fails the test's
 * typecheck, as it would fail the app.
 */
export type FakeHandlers = {
  [N in ActionName]?: (
    input: ActionInput<ActionsByName[N]>,
  ) => ActionOutput<ActionsByName[N]> | Promise<ActionOutput<ActionsByName[N]>>;
};

/**
 * A stand-in for `callGateway`: answers each action by its name from `handlers`, records every
 * call, and fails loudly for an action the test did not expect. Use with
 * `vi.mock("…/app/gateway", () => ({ callGateway: gateway.call }))`.
 */
export function fakeGateway() {
  let handlers: FakeHandlers = {};
  const call = vi.fn(async (def: ActionDef, input: unknown) => {
    const handler = handlers[def.name as ActionName] as ((input: unknown) => unknown) | undefined;
    if (!handler) throw new Error(`unexpected gateway call ${def.group}/${def.name}`);
    return handler(input);
  });
  return {
    call,
    answer(next: FakeHandlers) {
      handlers = next;
      call.mockClear();
    },
    /** The inputs of every call of one action, in order. */
    inputs<N extends ActionName>(name: N): ActionInput<ActionsByName[N]>[] {
      return call.mock.calls.filter(([def]) => def.name === name).map(([, input]) => input as never);
    },
  };
}

/** A page of a list; lists read by cursor also find where the next page starts (null at the end). */
export function paged<T>(list: T[], total = list.length, page = 1): CursorPaged<T> {
  return { list, total, page, page_size: 10, next_cursor: page * 10 < total ? `${page}000000_1` : null };
}

export const AUTHOR: AuthorBrief = {
  uid: 3,
  nickname: "Alice",
  avatar_url: "",
  wallet_addr: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
};

export function summary(id: number, changes: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    article_id: id,
    article_type: 1,
    is_howto: 0,
    lang: "en",
    title: `Article ${id}`,
    abstract: "An abstract",
    cover_url: "/uploads/c.png",
    video_url: "",
    tags: ["defi"],
    special_id: null,
    special_name: "",
    author: AUTHOR,
    like_count: 0,
    comment_count: 0,
    collect_count: 0,
    view_count: 1,
    status: "online",
    is_open: 1,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    updated_at: new Date(Date.now() - 3_600_000).toISOString(),
    published_at: new Date(Date.now() - 3_600_000).toISOString(),
    ...changes,
  };
}

export function detail(id: number, changes: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...summary(id),
    content: "<p>Body <b>text</b></p>",
    is_like: false,
    is_collect: false,
    is_owner: false,
    is_follow_author: false,
    ...changes,
  };
}
