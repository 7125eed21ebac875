import { type ActionInput, type Api, api, type Paged, type TagInfo } from "@icms/protocol";
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../app/gateway";
import { useSession } from "../session/session-store";

type Cms = Api["appcms_msrv"];
export type ArticleFilter = Omit<ActionInput<Cms["article_list"]>, "page" | "cursor">;
export type SpecialFilter = Omit<ActionInput<Cms["special_list"]>, "page">;

/** Query keys of the content area; the viewer's uid is part of what a detail answers (is_like, is_owner). */
export const cmsKeys = {
  all: ["cms"] as const,
  articles: (filter: ArticleFilter) => [...cmsKeys.all, "articles", filter] as const,
  /** The first page alone, under the list's key so the list's invalidation reaches it. */
  articleHead: (filter: ArticleFilter) => [...cmsKeys.articles(filter), "head"] as const,
  /** Every article detail, whoever views it. */
  articleRoot: ["cms", "article"] as const,
  article: (id: number, viewer: string | null) => [...cmsKeys.all, "article", id, viewer] as const,
  comments: (id: number) => [...cmsKeys.all, "comments", id] as const,
  search: (keyword: string, articleType: number | undefined) =>
    [...cmsKeys.all, "search", keyword, articleType] as const,
  specials: (filter: SpecialFilter) => [...cmsKeys.all, "specials", filter] as const,
  special: (id: number, viewer: string | null) => [...cmsKeys.all, "special", id, viewer] as const,
  collection: (viewer: string | null) => [...cmsKeys.all, "collection", viewer] as const,
  joined: (viewer: string | null, specialType: 1 | 2) => [...cmsKeys.all, "joined", viewer, specialType] as const,
  tag: (name: string, viewer: string | null) => [...cmsKeys.all, "tag", name, viewer] as const,
  /** The search page's news tab; under the news root, so saving news refreshes it too. */
  newsSearch: (keyword: string) => ["news", "search", keyword] as const,
};

/** Lists stay fresh for half a minute; a detail page refetches on every visit. */
const LIST_STALE_MS = 30_000;

/** The page after `last`, or undefined when it was the last one (page + 1 while items remain). */
export function nextPage(last: Paged<unknown>): number | undefined {
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}

/** Where a page of a list read by cursor starts: its number, and the cursor the page before gave. */
interface CursorPage {
  page: number;
  cursor?: string;
}

/**
 * The page after `last` of a list read by cursor (keyset): the gateway reads on from the last
 * item, so a deep page costs what the first does and items published meanwhile do not repeat.
 * A list that gives no cursor is read on by page number.
 */
export function nextCursorPage(last: Paged<unknown> & { next_cursor?: string | null }): CursorPage | undefined {
  const page = nextPage(last);
  if (page === undefined || last.next_cursor === null) return undefined;
  return last.next_cursor === undefined ? { page } : { page, cursor: last.next_cursor };
}

/** Every item of the pages loaded so far. */
export function pagedItems<T>(data: InfiniteData<Paged<T>> | undefined): T[] {
  return data?.pages.flatMap((page) => page.list) ?? [];
}

/** Articles, videos and HowTos, newest first, one page at a time (by cursor after the first). */
export function useArticleFeed(filter: ArticleFilter) {
  return useInfiniteQuery({
    queryKey: cmsKeys.articles(filter),
    queryFn: ({ pageParam }) => callGateway(api.appcms_msrv.article_list, { ...filter, ...pageParam }),
    initialPageParam: { page: 1 } as CursorPage,
    getNextPageParam: nextCursorPage,
    staleTime: LIST_STALE_MS,
  });
}

/** The first page only: the home page's short lists. */
export function useArticleHead(filter: ArticleFilter) {
  return useQuery({
    queryKey: cmsKeys.articleHead(filter),
    queryFn: () => callGateway(api.appcms_msrv.article_list, { ...filter, page: 1 }),
    staleTime: LIST_STALE_MS,
  });
}

export function useArticle(articleId: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: cmsKeys.article(articleId, uid),
    queryFn: () => callGateway(api.appcms_msrv.article_detail, { article_id: articleId }),
    enabled: articleId > 0,
  });
}

export function useSpecialFeed(filter: SpecialFilter, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: cmsKeys.specials(filter),
    queryFn: ({ pageParam }) => callGateway(api.appcms_msrv.special_list, { ...filter, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: LIST_STALE_MS,
  });
}

export function useSpecial(specialId: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: cmsKeys.special(specialId, uid),
    queryFn: () => callGateway(api.appcms_msrv.special_detail, { special_id: specialId }),
    enabled: specialId > 0,
  });
}

/** Follows or unfollows a special; the answer updates the special in the cache. */
export function useFollowSpecial(specialId: number) {
  const queryClient = useQueryClient();
  const { uid } = useSession();
  return useMutation({
    mutationFn: () => callGateway(api.appcms_msrv.special_add_follow, { special_id: specialId }),
    onSuccess: (result) =>
      queryClient.setQueryData(cmsKeys.special(specialId, uid), (current: unknown) =>
        current ? { ...(current as object), is_follow: result.is_follow, follow_count: result.follow_count } : current,
      ),
  });
}

/** Search results of one keyword, optionally of one type, one page at a time. */
export function useSearch(keyword: string, articleType: 1 | 2 | 3 | undefined) {
  return useInfiniteQuery({
    queryKey: cmsKeys.search(keyword, articleType),
    queryFn: ({ pageParam }) =>
      callGateway(api.appcms_msrv.article_search, { keyword, article_type: articleType, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: keyword.length > 0,
    staleTime: LIST_STALE_MS,
  });
}

/** The signed-in reader's collection (`article_collect_list`). */
export function useCollectionFeed() {
  const { uid } = useSession();
  return useInfiniteQuery({
    queryKey: cmsKeys.collection(uid),
    queryFn: ({ pageParam }) => callGateway(api.appcms_msrv.article_collect_list, { page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: uid !== null,
  });
}

/** The specials or channels the signed-in reader follows (`special_join_list`). */
export function useJoinedSpecials(specialType: 1 | 2, enabled = true) {
  const { uid } = useSession();
  return useInfiniteQuery({
    queryKey: cmsKeys.joined(uid, specialType),
    queryFn: ({ pageParam }) =>
      callGateway(api.appcms_msrv.special_join_list, { special_type: specialType, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: enabled && uid !== null,
  });
}

/** A tag by its exact name (`tags_list` matches the start of names), or null when unknown. */
export function useTag(name: string) {
  const { uid } = useSession();
  return useQuery({
    queryKey: cmsKeys.tag(name, uid),
    queryFn: async () => {
      const found = await callGateway(api.appcms_msrv.tags_list, { keyword: name, page_size: 20 });
      return found.list.find((tag) => tag.name.toLowerCase() === name.toLowerCase()) ?? null;
    },
    enabled: name.length > 0,
  });
}

/** Follows a tag, or unfollows it (the gateway toggles). */
export function useFollowTag(name: string) {
  const queryClient = useQueryClient();
  const { uid } = useSession();
  return useMutation({
    mutationFn: (tagId: number) => callGateway(api.appcms_msrv.tags_add_follow, { tag_id: tagId }),
    onSuccess: (result) =>
      queryClient.setQueryData<TagInfo | null>(cmsKeys.tag(name, uid), (current) =>
        current ? { ...current, is_follow: result.is_follow, follow_count: result.follow_count } : current,
      ),
  });
}
