import {
  api,
  type NoticeCounts,
  type NoticeItem,
  type NoticeMuteType,
  type NoticePreference,
  type NoticeTab,
} from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";
import { noticeLive } from "./live/notice-live";

export const PAGE_SIZE = 10;
/** How many of the latest the bell's popover lists. */
export const POPOVER_SIZE = 8;

/**
 * The centre's tabs in their order. Keyed by the protocol's tab type, so a tab added to
 * `NOTICE_TABS` fails the typecheck here until it has its place (the constants are not in the
 * browser entry of the protocol).
 */
const TAB_ORDER: Record<NoticeTab, number> = {
  all: 0,
  replies: 1,
  likes: 2,
  review: 3,
  money: 4,
  planets: 5,
  system: 6,
};
export const NOTICE_TAB_LIST = (Object.keys(TAB_ORDER) as NoticeTab[]).sort((a, b) => TAB_ORDER[a] - TAB_ORDER[b]);

export function isNoticeTab(value: string | null): value is NoticeTab {
  return value !== null && value in TAB_ORDER;
}

/** Query keys of the message centre; the lists are read again whenever the live counts move. */
const noticeKeys = {
  all: ["notices"] as const,
  lists: () => [...noticeKeys.all, "list"] as const,
  list: (uid: string | null, tab: NoticeTab, unreadOnly: boolean, page: number, pageSize: number) =>
    [...noticeKeys.lists(), uid, tab, unreadOnly, page, pageSize] as const,
  prefs: (uid: string | null) => [...noticeKeys.all, "prefs", uid] as const,
  mutes: (uid: string | null) => [...noticeKeys.all, "mutes", uid] as const,
  email: (uid: string | null) => [...noticeKeys.all, "email", uid] as const,
};

const useUid = () => useSession().uid ?? null;

export interface ListParams {
  tab: NoticeTab;
  unreadOnly: boolean;
  page: number;
  pageSize?: number;
}

export function useNoticeList({ tab, unreadOnly, page, pageSize = PAGE_SIZE }: ListParams) {
  const uid = useUid();
  return useQuery({
    queryKey: noticeKeys.list(uid, tab, unreadOnly, page, pageSize),
    queryFn: () =>
      callGateway(api.notice_msrv.notice_list, { tab, unread_only: unreadOnly, page, page_size: pageSize }),
    placeholderData: keepPreviousData,
  });
}

/** Reads the shown lists again when a notification arrives or the counts change in another tab. */
export function useListsFollowLive(): void {
  const client = useQueryClient();
  const seen = useRef<string | null>(null);
  useEffect(
    () =>
      noticeLive.subscribe(() => {
        const counts = noticeLive.counts();
        const mark = counts ? `${counts.latest_id}:${counts.unread}` : null;
        if (mark === seen.current) return;
        const first = seen.current === null;
        seen.current = mark;
        if (!first) void client.invalidateQueries({ queryKey: noticeKeys.lists() });
      }),
    [client],
  );
}

/** The counts a call answered go to the badge (here and in the other tabs) and the lists read again. */
function useCountsAnswer() {
  const client = useQueryClient();
  return (counts: NoticeCounts) => {
    noticeLive.publish(counts);
    return client.invalidateQueries({ queryKey: noticeKeys.lists() });
  };
}

/** Marks one item (or group) read, or unread again. */
export function useMarkRead() {
  const answered = useCountsAnswer();
  return useMutation({
    mutationFn: ({ item, read = true }: { item: Pick<NoticeItem, "id">; read?: boolean }) =>
      callGateway(api.notice_msrv.notice_read, { id: item.id, read }),
    onSuccess: answered,
  });
}

/** Marks a tab read up to the newest item seen, so one arriving meanwhile stays unread. */
export function useMarkAllRead() {
  const answered = useCountsAnswer();
  return useMutation({
    mutationFn: ({ tab, upToId }: { tab: NoticeTab; upToId?: number }) =>
      callGateway(api.notice_msrv.notice_read_all, upToId ? { tab, up_to_id: upToId } : { tab }),
    onSuccess: answered,
  });
}

export function useNoticePrefs() {
  const uid = useUid();
  return useQuery({ queryKey: noticeKeys.prefs(uid), queryFn: () => callGateway(api.notice_msrv.notice_prefs, {}) });
}

export function useSetNoticePref() {
  const client = useQueryClient();
  const uid = useUid();
  return useMutation({
    mutationFn: (row: NoticePreference) => callGateway(api.notice_msrv.notice_prefs_set, row),
    onSuccess: (rows) => client.setQueryData(noticeKeys.prefs(uid), rows),
  });
}

export function useNoticeMutes() {
  const uid = useUid();
  return useQuery({ queryKey: noticeKeys.mutes(uid), queryFn: () => callGateway(api.notice_msrv.notice_mutes, {}) });
}

/** Mutes (or unmutes) a thread or planet; the mutes list takes the answer. */
export function useMute() {
  const client = useQueryClient();
  const uid = useUid();
  return useMutation({
    mutationFn: (input: { type: NoticeMuteType; id: number; muted: boolean }) =>
      callGateway(api.notice_msrv.notice_mute, input),
    onSuccess: (mutes) => client.setQueryData(noticeKeys.mutes(uid), mutes),
  });
}

export function useNoticeEmail() {
  const uid = useUid();
  return useQuery({ queryKey: noticeKeys.email(uid), queryFn: () => callGateway(api.notice_msrv.notice_email, {}) });
}

export function useSetNoticeEmail() {
  const client = useQueryClient();
  const uid = useUid();
  return useMutation({
    mutationFn: (input: { email: string; digest_hour: number }) => callGateway(api.notice_msrv.notice_email_set, input),
    onSuccess: (email) => client.setQueryData(noticeKeys.email(uid), email),
  });
}
