import { type ActionInput, type Api, api, type ContentOp } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { cmsKeys } from "../../queries/content";
import { useSession } from "../../session/session-store";

type Cms = Api["appcms_msrv"];
export type MyArticleFilter = ActionInput<Cms["my_article_list"]>;
export type MySpecialFilter = ActionInput<Cms["my_special_list"]>;
export type ArticleInput = ActionInput<Cms["my_article_add_save"]>;
export type SpecialInput = ActionInput<Cms["special_add_save"]>;

/** The signed-in author's own content; keyed by uid so another account never sees a cached list. */
const creatorKeys = {
  all: (uid: string | null) => ["creator", uid] as const,
  articles: (uid: string | null, filter: MyArticleFilter) => [...creatorKeys.all(uid), "articles", filter] as const,
  article: (uid: string | null, id: number) => [...creatorKeys.all(uid), "article", id] as const,
  specials: (uid: string | null, filter: MySpecialFilter) => [...creatorKeys.all(uid), "specials", filter] as const,
  special: (uid: string | null, id: number) => [...creatorKeys.all(uid), "special", id] as const,
  channels: () => ["creator", "open-channels"] as const,
};

export function useMyArticles(filter: MyArticleFilter, enabled = true) {
  const { uid } = useSession();
  return useQuery({
    queryKey: creatorKeys.articles(uid, filter),
    queryFn: () => callGateway(api.appcms_msrv.my_article_list, filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMyArticle(articleId: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: creatorKeys.article(uid, articleId),
    queryFn: () => callGateway(api.appcms_msrv.my_article_detail, { article_id: articleId }),
    enabled: articleId > 0,
  });
}

export function useMySpecials(filter: MySpecialFilter, enabled = true) {
  const { uid } = useSession();
  return useQuery({
    queryKey: creatorKeys.specials(uid, filter),
    queryFn: () => callGateway(api.appcms_msrv.my_special_list, filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMySpecial(specialId: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: creatorKeys.special(uid, specialId),
    queryFn: () => callGateway(api.appcms_msrv.my_special_detail, { special_id: specialId }),
    enabled: specialId > 0,
  });
}

/** Open channels anyone may file an article in. */
export function useOpenChannels() {
  return useQuery({
    queryKey: creatorKeys.channels(),
    queryFn: () => callGateway(api.appcms_msrv.special_list, { special_type: 2, page_size: 100 }),
    staleTime: 60_000,
  });
}

/** Everything cached about the author's content, and the public lists it shows up in. */
function useInvalidateContent() {
  const queryClient = useQueryClient();
  const { uid } = useSession();
  return () => {
    void queryClient.invalidateQueries({ queryKey: creatorKeys.all(uid) });
    void queryClient.invalidateQueries({ queryKey: cmsKeys.all });
  };
}

/** Submits a new article or video, or saves an edit when `article_id` is given. */
export function useSaveArticle() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ articleId, form }: { articleId: number; form: ArticleInput }) =>
      articleId > 0
        ? callGateway(api.appcms_msrv.my_article_edit_save, { ...form, article_id: articleId })
        : callGateway(api.appcms_msrv.my_article_add_save, form),
    onSuccess: invalidate,
  });
}

export function useSaveSpecial() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ specialId, form }: { specialId: number; form: SpecialInput }) =>
      specialId > 0
        ? callGateway(api.appcms_msrv.special_edit_save, { ...form, special_id: specialId })
        : callGateway(api.appcms_msrv.special_add_save, form),
    onSuccess: invalidate,
  });
}

export interface StatusChange {
  ids: number[];
  op: ContentOp;
  /** For `transfer`: the new owner's wallet address. */
  toWallet?: string;
}

/** A batch operation on articles or specials: delete has its own action, the rest go to set_status. */
export function useContentStatus(target: "article" | "special") {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ ids, op, toWallet }: StatusChange) => {
      if (op === "delete") {
        return target === "article"
          ? callGateway(api.appcms_msrv.my_article_del, { ids })
          : callGateway(api.appcms_msrv.special_del_save, { ids });
      }
      const input = { ids, op, ...(op === "transfer" ? { to_wallet: toWallet } : {}) };
      return target === "article"
        ? callGateway(api.appcms_msrv.my_article_set_status, input)
        : callGateway(api.appcms_msrv.special_set_status, input);
    },
    onSuccess: invalidate,
  });
}
