import type { ActionDef, ArticleDetail, ArticleSummary, AuthorBrief, Paged } from "@icms/protocol";
import { vi } from "vitest";

type Handler = (input: Record<string, unknown>) => unknown;

/**
 * A stand-in for `callGateway`: answers each action by its name from `handlers`, records every
 * call, and fails loudly for an action the test did not expect. Use with
 * `vi.mock("…/app/gateway", () => ({ callGateway: gateway.call }))`.
 */
export function fakeGateway() {
  let handlers: Record<string, Handler> = {};
  const call = vi.fn(async (def: ActionDef, input: Record<string, unknown>) => {
    const handler = handlers[def.name];
    if (!handler) throw new Error(`unexpected gateway call ${def.group}/${def.name}`);
    return handler(input);
  });
  return {
    call,
    answer(next: Record<string, Handler>) {
      handlers = next;
      call.mockClear();
    },
    /** The inputs of every call of one action, in order. */
    inputs(name: string) {
      return call.mock.calls.filter(([def]) => def.name === name).map(([, input]) => input);
    },
  };
}

export function paged<T>(list: T[], total = list.length, page = 1): Paged<T> {
  return { list, total, page, page_size: 10 };
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
