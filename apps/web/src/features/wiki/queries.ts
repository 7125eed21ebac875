import { type ActionInput, type Api, api } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";

type Cms = Api["appcms_msrv"];
export type WikiListFilter = ActionInput<Cms["wiki_list"]>;
export type WikiAddInput = ActionInput<Cms["wiki_add_save"]>;
export type WikiEditInput = ActionInput<Cms["wiki_edit_save"]>;

/** Query keys of the wiki; an entry's answer depends on the viewer (authors see their pending entries). */
const wikiKeys = {
  all: ["wiki"] as const,
  categories: () => [...wikiKeys.all, "categories"] as const,
  list: (filter: WikiListFilter) => [...wikiKeys.all, "list", filter] as const,
  entry: (id: number, viewer: string | null) => [...wikiKeys.all, "entry", id, viewer] as const,
  timeline: (id: number, page: number) => [...wikiKeys.all, "timeline", id, page] as const,
  revision: (id: number, commit: string) => [...wikiKeys.all, "revision", id, commit] as const,
};

export function useWikiCategories() {
  return useQuery({
    queryKey: wikiKeys.categories(),
    queryFn: () => callGateway(api.appcms_msrv.wiki_catelist, {}),
    staleTime: 60_000,
  });
}

export function useWikiList(filter: WikiListFilter) {
  return useQuery({
    queryKey: wikiKeys.list(filter),
    queryFn: () => callGateway(api.appcms_msrv.wiki_list, filter),
    placeholderData: keepPreviousData,
  });
}

export function useWikiEntry(articleId: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: wikiKeys.entry(articleId, uid),
    queryFn: () => callGateway(api.appcms_msrv.wiki_detail, { article_id: articleId }),
    enabled: articleId > 0,
  });
}

export function useWikiTimeline(articleId: number, page: number) {
  return useQuery({
    queryKey: wikiKeys.timeline(articleId, page),
    queryFn: () => callGateway(api.appcms_msrv.wiki_history_timeline, { article_id: articleId, page, page_size: 20 }),
    placeholderData: keepPreviousData,
    enabled: articleId > 0,
  });
}

/** A revision never changes once saved: it is kept as long as the page lives. */
export function useWikiRevision(articleId: number, commit: string) {
  return useQuery({
    queryKey: wikiKeys.revision(articleId, commit),
    queryFn: () => callGateway(api.appcms_msrv.wiki_revision_detail, { article_id: articleId, commit_id: commit }),
    enabled: articleId > 0 && commit !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves a new entry (no `article_id`) or an edit; every wiki answer is stale afterwards. */
export function useSaveWiki() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: WikiAddInput | WikiEditInput) =>
      "article_id" in form
        ? callGateway(api.appcms_msrv.wiki_edit_save, form)
        : callGateway(api.appcms_msrv.wiki_add_save, form),
    // Not awaited: the form navigates away on success rather than waiting for the refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: wikiKeys.all });
    },
  });
}

export function useRestoreRevision(articleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { commit_id: string; base_commit_id: string; reason: string }) =>
      callGateway(api.appcms_msrv.wiki_revision_restore, { article_id: articleId, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wikiKeys.all }),
  });
}
