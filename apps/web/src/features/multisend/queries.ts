import { type ActionInput, type Api, api, type MultisendPost } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { useSession } from "../../session/session-store";

type User = Api["user_msrv"];
export type AccountSaveInput = ActionInput<User["multisend_account_save"]>;
export type SendInput = ActionInput<User["multisend_send"]>;

export const POSTS_PAGE_SIZE = 10;
/** How often the sends are read again while one of their targets is queued or sending. */
const POLL_MS = 2_000;

/** Query keys of multi-send, under the signed-in uid so another account never sees a cached list. */
export const multisendKeys = {
  all: (uid: string | null) => ["multisend", uid] as const,
  networks: () => ["multisend", "networks"] as const,
  accounts: (uid: string | null) => [...multisendKeys.all(uid), "accounts"] as const,
  posts: (uid: string | null, page: number) => [...multisendKeys.all(uid), "posts", page] as const,
  notices: (uid: string | null) => [...multisendKeys.all(uid), "notices"] as const,
  items: (uid: string | null) => [...multisendKeys.all(uid), "items"] as const,
};

/** Whether a send still has a target on its way (queued or sending). */
export function inFlight(posts: readonly MultisendPost[] | undefined): boolean {
  return (posts ?? []).some((post) => post.targets.some((t) => t.state === "queued" || t.state === "sending"));
}

/** The six networks and their credential fields: the same for everyone, and fixed. */
export function useNetworks() {
  return useQuery({
    queryKey: multisendKeys.networks(),
    queryFn: () => callGateway(api.user_msrv.multisend_network_list, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAccounts() {
  const { uid } = useSession();
  return useQuery({
    queryKey: multisendKeys.accounts(uid),
    queryFn: () => callGateway(api.user_msrv.multisend_account_list, {}),
  });
}

/** My sends, newest first; read again every two seconds while a target is queued or sending. */
export function usePosts(page: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: multisendKeys.posts(uid, page),
    queryFn: () => callGateway(api.user_msrv.multisend_post_list, { page, page_size: POSTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (inFlight(query.state.data?.list) ? POLL_MS : false),
  });
}

export function useNotices() {
  const { uid } = useSession();
  return useQuery({
    queryKey: multisendKeys.notices(uid),
    queryFn: () => callGateway(api.user_msrv.multisend_notice_list, {}),
  });
}

/** My published items (articles, videos, HowTos), the newest hundred: what a send can carry. */
export function usePublishedItems() {
  const { uid } = useSession();
  return useQuery({
    queryKey: multisendKeys.items(uid),
    queryFn: () => callGateway(api.appcms_msrv.my_article_list, { status: "online", page: 1, page_size: 100 }),
    staleTime: 30_000,
  });
}

/** A call that changes accounts or sends; every multi-send answer of mine is stale afterwards. */
function useMultisendMutation<I, O>(send: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const { uid } = useSession();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: multisendKeys.all(uid) }),
  });
}

export const useSaveAccount = () =>
  useMultisendMutation((input: AccountSaveInput) => callGateway(api.user_msrv.multisend_account_save, input));

export const useDeleteAccount = () =>
  useMultisendMutation((accountId: number) =>
    callGateway(api.user_msrv.multisend_account_del, { account_id: accountId }),
  );

export const useCheckAccount = () =>
  useMultisendMutation((accountId: number) =>
    callGateway(api.user_msrv.multisend_account_check, { account_id: accountId }),
  );

export const useSend = () =>
  useMultisendMutation((input: SendInput) => callGateway(api.user_msrv.multisend_send, input));

export const useRetry = () =>
  useMultisendMutation((input: { target_id: number; confirm: 0 | 1 }) =>
    callGateway(api.user_msrv.multisend_retry, input),
  );

export const useDismissNotice = () =>
  useMultisendMutation((noticeId: number) =>
    callGateway(api.user_msrv.multisend_notice_dismiss, { notice_id: noticeId }),
  );
