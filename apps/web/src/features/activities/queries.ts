import { type ActionInput, type Api, type ActivityDetail, api } from "@icms/protocol";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { nextPage } from "../../queries/content";
import { useSession } from "../../session/session-store";

type Cms = Api["appcms_msrv"];
export type ActivityFilter = Omit<ActionInput<Cms["activity_list"]>, "page">;
export type SignupInput = ActionInput<Cms["activity_merchant_signup"]>;
export type ActivityInput = ActionInput<Cms["activity_save"]>;

export const activityKeys = {
  all: ["activities"] as const,
  list: (filter: ActivityFilter) => [...activityKeys.all, "list", filter] as const,
  calendar: (month: string, filter: object) => [...activityKeys.all, "calendar", month, filter] as const,
  detail: (id: number, viewer: string | null) => [...activityKeys.all, "detail", id, viewer] as const,
  signups: (id: number, page: number) => [...activityKeys.all, "signups", id, page] as const,
};

/** The browser's offset from UTC in minutes, as the gateway takes it (UTC+8 is 480). */
export const tzOffset = () => -new Date().getTimezoneOffset();

export function useActivityFeed(filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: activityKeys.list(filter),
    queryFn: ({ pageParam }) => callGateway(api.appcms_msrv.activity_list, { ...filter, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });
}

export function useActivityCalendar(month: string, filter: Pick<ActivityFilter, "kind" | "lang">) {
  return useQuery({
    queryKey: activityKeys.calendar(month, filter),
    queryFn: () => callGateway(api.appcms_msrv.activity_calendar, { month, ...filter, tz_offset: tzOffset() }),
    staleTime: 30_000,
  });
}

export function useActivity(activityId: number) {
  const { uid } = useSession();
  return useQuery({
    queryKey: activityKeys.detail(activityId, uid),
    queryFn: () => callGateway(api.appcms_msrv.activity_detail, { activity_id: activityId }),
    enabled: activityId > 0,
  });
}

/** Signup and cancellation: both refresh the page's activity (places, counts, my state) and the lists. */
export function useSignupActions(activity: ActivityDetail) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: activityKeys.all });
  const signUp = useMutation({
    mutationFn: (form: Omit<SignupInput, "activity_id">) =>
      callGateway(api.appcms_msrv.activity_merchant_signup, { ...form, activity_id: activity.activity_id }),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => callGateway(api.appcms_msrv.activity_signup_cancel, { activity_id: activity.activity_id }),
    onSettled: refresh,
  });
  return { signUp, cancel };
}

/** Where an activity opens: investment activities on their own page. */
export const activityPath = (a: { activity_id: number; kind: string }) =>
  a.kind === "investment"
    ? `/appcms/investment_detail?activity_id=${a.activity_id}`
    : `/appcms/activity_item?activity_id=${a.activity_id}`;
