import {
  type ActionInput,
  type Api,
  api,
  type NewsComment,
  type NewsDetail,
  type NewsStance,
  type Paged,
} from "@icms/protocol";
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { nextPage } from "../../queries/content";
import { useSession } from "../../session/session-store";

type Cms = Api["appcms_msrv"];
export type NewsFilter = Omit<ActionInput<Cms["information_list"]>, "page">;

export const newsKeys = {
  all: ["news"] as const,
  list: (filter: NewsFilter) => [...newsKeys.all, "list", filter] as const,
  item: (id: number, uid: string | null) => [...newsKeys.all, "item", id, uid] as const,
  comments: (id: number) => [...newsKeys.all, "comments", id] as const,
  /** Every announcement, listed or read. */
  noticeRoot: ["notices"] as const,
  notices: (lang?: string) => [...newsKeys.noticeRoot, "list", lang ?? ""] as const,
  notice: (id: number) => [...newsKeys.noticeRoot, "item", id] as const,
};

export function useNewsFeed(filter: NewsFilter, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: newsKeys.list(filter),
    queryFn: ({ pageParam }) => callGateway(api.appcms_msrv.information_list, { ...filter, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useNewsItem(id: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: newsKeys.item(id, uid),
    queryFn: () => callGateway(api.appcms_msrv.information_detail, { information_id: id }),
    enabled: id > 0,
  });
}

function usePatchItem(id: number) {
  const queryClient = useQueryClient();
  const { uid } = useSession();
  return (change: Partial<NewsDetail>) =>
    queryClient.setQueryData<NewsDetail>(newsKeys.item(id, uid), (current) =>
      current ? { ...current, ...change } : current,
    );
}

/** Takes a stance (or switches to it); the page shows the counts the gateway answers. */
export function useTakeStance(id: number) {
  const patch = usePatchItem(id);
  return useMutation({
    mutationFn: (stance: NewsStance) =>
      callGateway(
        stance === "bullish" ? api.appcms_msrv.information_add_bullish : api.appcms_msrv.information_add_bearish,
        { information_id: id },
      ),
    onSuccess: (result) => patch(result),
  });
}

export function useLikeNews(id: number) {
  const patch = usePatchItem(id);
  return useMutation({
    mutationFn: () => callGateway(api.appcms_msrv.information_add_like, { information_id: id }),
    onSuccess: (result) => patch({ is_like: true, like_count: result.like_count }),
  });
}

export function useNewsComments(id: number) {
  return useInfiniteQuery({
    queryKey: newsKeys.comments(id),
    queryFn: ({ pageParam }) =>
      callGateway(api.appcms_msrv.information_comment_list, { information_id: id, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: id > 0,
  });
}

/** Posts a comment; it appears at the top of the first page at once. */
export function useAddNewsComment(id: number) {
  const queryClient = useQueryClient();
  const patch = usePatchItem(id);
  const { uid } = useSession();
  return useMutation({
    mutationFn: (content: string) =>
      callGateway(api.appcms_msrv.information_add_comment, { information_id: id, content }),
    onSuccess: (comment) => {
      queryClient.setQueryData<InfiniteData<Paged<NewsComment>>>(newsKeys.comments(id), (current) => {
        if (!current?.pages[0]) return current;
        const [first, ...rest] = current.pages;
        return { ...current, pages: [{ ...first, list: [comment, ...first.list], total: first.total + 1 }, ...rest] };
      });
      const item = queryClient.getQueryData<NewsDetail>(newsKeys.item(id, uid));
      if (item) patch({ comment_count: item.comment_count + 1 });
    },
  });
}

export function useNotices(lang?: "zh" | "en" | "ru", enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: newsKeys.notices(lang),
    queryFn: ({ pageParam }) =>
      callGateway(api.appcms_msrv.announcement_list, { page: pageParam, ...(lang ? { lang } : {}) }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useNotice(id: number) {
  return useQuery({
    queryKey: newsKeys.notice(id),
    queryFn: () => callGateway(api.appcms_msrv.announcement_detail, { announcement_id: id }),
    enabled: id > 0,
  });
}
