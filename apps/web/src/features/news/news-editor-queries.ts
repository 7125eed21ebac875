import { api } from "@icms/protocol";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { useMyPrivileges } from "../../queries/privileges";
import type { NewsEditorValues } from "./NewsEditorForm";
import { newsKeys } from "./news-queries";

/** What the gateway says the signed-in user may publish (the server checks again on each call). */
export function useOperatorRights() {
  const query = useMyPrivileges();
  const holds = (code: string) =>
    query.data?.some((entry) => entry.privilege_code === code && entry.privilege_typedata === 2 && entry.val === 1) ??
    false;
  return { query, news: holds("edit_news"), announcements: holds("edit_announcement") };
}

/** Saves a news item (new when `id` is 0) or an announcement, and refreshes the lists. */
export function useSaveNewsItem(target: "news" | "notice") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: number; values: NewsEditorValues }) => {
      const body = { lang: values.lang, title: values.title, abstract: values.abstract, content: values.content };
      if (target === "notice") {
        return id
          ? callGateway(api.appcms_msrv.announcement_edit_save, { ...body, announcement_id: id })
          : callGateway(api.appcms_msrv.announcement_add_save, body);
      }
      const news = { ...body, kind: values.kind ?? 1 };
      return id
        ? callGateway(api.appcms_msrv.information_edit_save, { ...news, information_id: id })
        : callGateway(api.appcms_msrv.information_add_save, news);
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: target === "notice" ? newsKeys.noticeRoot : newsKeys.all }),
  });
}

export function useDeleteNewsItem(target: "news" | "notice") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      target === "notice"
        ? callGateway(api.appcms_msrv.announcement_del, { ids: [id] })
        : callGateway(api.appcms_msrv.information_del, { ids: [id] }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: target === "notice" ? newsKeys.noticeRoot : newsKeys.all }),
  });
}

/** The full item to edit (the lists carry no body). */
export async function loadForEdit(target: "news" | "notice", id: number): Promise<NewsEditorValues> {
  if (target === "notice") {
    const notice = await callGateway(api.appcms_msrv.announcement_detail, { announcement_id: id });
    return { lang: notice.lang, title: notice.title, abstract: notice.abstract, content: notice.content };
  }
  const item = await callGateway(api.appcms_msrv.information_detail, { information_id: id });
  return { kind: item.kind, lang: item.lang, title: item.title, abstract: item.abstract, content: item.content };
}
