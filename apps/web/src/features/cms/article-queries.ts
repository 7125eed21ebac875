import { type ArticleComment, type ArticleDetail, api, type Paged } from "@icms/protocol";
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";
import { cmsKeys, nextPage } from "../../queries/content";

/** Applies `change` to the cached detail of the article, as the viewer sees it. */
function usePatchArticle(articleId: number) {
  const queryClient = useQueryClient();
  const { uid } = useSession();
  return (change: Partial<ArticleDetail> | ((current: ArticleDetail) => Partial<ArticleDetail>)) =>
    queryClient.setQueryData<ArticleDetail>(cmsKeys.article(articleId, uid), (current) =>
      current ? { ...current, ...(typeof change === "function" ? change(current) : change) } : current,
    );
}

/** Likes an article once (801103 when already liked, 801104 for one's own). */
export function useLikeArticle(articleId: number) {
  const patch = usePatchArticle(articleId);
  return useMutation({
    mutationFn: () => callGateway(api.appcms_msrv.article_add_like, { article_id: articleId }),
    onSuccess: (result) => patch({ is_like: result.is_like, like_count: result.like_count }),
  });
}

/** Adds the article to the viewer's collection, or takes it out again. */
export function useCollectArticle(articleId: number) {
  const patch = usePatchArticle(articleId);
  return useMutation({
    mutationFn: (collected: boolean) =>
      callGateway(api.appcms_msrv.article_collect_add, { article_id: articleId, cancel: collected ? 1 : 0 }),
    onSuccess: (result) => patch({ is_collect: result.is_collect, collect_count: result.collect_count }),
  });
}

export function useComments(articleId: number) {
  return useInfiniteQuery({
    queryKey: cmsKeys.comments(articleId),
    queryFn: ({ pageParam }) =>
      callGateway(api.appcms_msrv.article_comment_list, { article_id: articleId, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: articleId > 0,
  });
}

/** Posts a comment; it appears at the top of the first page at once. */
export function useAddComment(articleId: number) {
  const queryClient = useQueryClient();
  const patch = usePatchArticle(articleId);
  return useMutation({
    mutationFn: (content: string) =>
      callGateway(api.appcms_msrv.article_comment_add, { article_id: articleId, content }),
    onSuccess: (comment) => {
      queryClient.setQueryData<InfiniteData<Paged<ArticleComment>>>(cmsKeys.comments(articleId), (current) => {
        if (!current?.pages[0]) return current;
        const [first, ...rest] = current.pages;
        return { ...current, pages: [{ ...first, list: [comment, ...first.list], total: first.total + 1 }, ...rest] };
      });
      patch((current) => ({ comment_count: current.comment_count + 1 }));
    },
  });
}
