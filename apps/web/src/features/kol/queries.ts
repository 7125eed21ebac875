import {
  type ActionInput,
  type Api,
  api,
  Code,
  type Country,
  type KolProfile,
  type KolState,
  type KolSummary,
  type Paged,
} from "@icms/protocol";
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { callGateway } from "../../app/gateway";
import { nextPage } from "../../queries/content";
import { useSession } from "../../session/session-store";

type User = Api["user_msrv"];
export type KolListFilter = Omit<ActionInput<User["kol_user_list"]>, "page" | "page_size">;
export type KolRegisterInput = ActionInput<User["kol_register"]>;
export type KolReviewInput = ActionInput<User["kol_set_status"]>;
/** The operators' tabs: one state's applications, or all of them. */
export type ReviewTab = Exclude<KolState, "none"> | "all";

/** Query keys of the KOL screens; what a KOL answers depends on the viewer (liked, is self). */
const kolKeys = {
  all: ["kol"] as const,
  /** Every list and every profile, whatever the filter and viewer. */
  lists: () => [...kolKeys.all, "list"] as const,
  details: () => [...kolKeys.all, "detail"] as const,
  list: (filter: KolListFilter, viewer: string | null) => [...kolKeys.lists(), filter, viewer] as const,
  detail: (ref: KolRef, viewer: string | null) => [...kolKeys.details(), ref, viewer] as const,
  mine: (viewer: string | null) => [...kolKeys.all, "mine", viewer] as const,
  review: (tab: ReviewTab, page: number) => [...kolKeys.all, "review", tab, page] as const,
  countries: (lang: string) => ["countries", lang] as const,
};

const KOL_PAGE_SIZE = 12;
export const REVIEW_PAGE_SIZE = 10;

/** Approved KOLs, best score first, a page at a time (load more). */
export function useKolList(filter: KolListFilter) {
  const { uid } = useSession();
  return useInfiniteQuery({
    queryKey: kolKeys.list(filter, uid),
    queryFn: ({ pageParam }) =>
      callGateway(api.user_msrv.kol_user_list, { ...filter, page: pageParam, page_size: KOL_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** A KOL is named by `kol_id`, or by the `uid` of the user behind the profile. */
export type KolRef = { kol_id?: number; uid?: number };

export function useKolDetail(ref: KolRef) {
  const { uid } = useSession();
  return useQuery({
    queryKey: kolKeys.detail(ref, uid),
    queryFn: () => callGateway(api.user_msrv.kol_detail, ref),
    enabled: ref.kol_id !== undefined || ref.uid !== undefined,
  });
}

/** The signed-in user's own application and its state. */
export function useKolMine() {
  const { uid } = useSession();
  return useQuery({
    queryKey: kolKeys.mine(uid),
    queryFn: () => callGateway(api.user_msrv.kol_mine, {}),
    enabled: uid !== null,
  });
}

/** Countries with their calling codes, named in the interface language; they rarely change. */
export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: kolKeys.countries(i18n.language),
    queryFn: () => callGateway(api.user_msrv.country_list, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A country's name by its ISO code, falling back to the code while the list loads. */
export function countryNamer(countries: readonly Country[] | undefined): (code: string) => string {
  const names = new Map(countries?.map((country) => [country.code, country.name]));
  return (code) => names.get(code) ?? code;
}

export function useRegisterKol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: KolRegisterInput) => callGateway(api.user_msrv.kol_register, form),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: kolKeys.all });
    },
  });
}

/** Likes a KOL; the lists and the profile holding them show the new count at once. */
export function useLikeKol() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kolId: number) => callGateway(api.user_msrv.kol_click_like, { kol_id: kolId }),
    onSuccess: (liked) => {
      const apply = <T extends KolSummary | KolProfile>(kol: T): T =>
        kol.kol_id === liked.kol_id ? { ...kol, is_like: liked.is_like, like_count: liked.like_count } : kol;
      queryClient.setQueriesData<InfiniteData<Paged<KolSummary>>>({ queryKey: kolKeys.lists() }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(apply) })) } : data,
      );
      queryClient.setQueriesData<KolProfile>({ queryKey: kolKeys.details() }, (kol) => (kol ? apply(kol) : kol));
    },
  });
}

/** Operators: applications of one state (or all), a page at a time. */
export function useReviewList(tab: ReviewTab, page: number) {
  return useQuery({
    queryKey: kolKeys.review(tab, page),
    queryFn: () =>
      callGateway(api.user_msrv.kol_review_list, {
        page,
        page_size: REVIEW_PAGE_SIZE,
        ...(tab === "all" ? {} : { state: tab }),
      }),
    placeholderData: keepPreviousData,
    // A user without the privilege is told at once; asking again would not change the answer.
    retry: (count, error) => (error as { code?: number }).code !== Code.PermissionDenied && count < 1,
  });
}

/** Operators: approve, refuse or take offline; every KOL answer is stale afterwards. */
export function useSetKolStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KolReviewInput) => callGateway(api.user_msrv.kol_set_status, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: kolKeys.all });
    },
  });
}
