import { type ActionInput, type Api, api, type InvestKind } from "@icms/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { isSignedIn, useSession } from "../../session/session-store";

type Cms = Api["appcms_msrv"];
export type CoopInput = ActionInput<Cms["invest_coop_add_save"]>;
export type GbookInput = ActionInput<Cms["invest_gbook_add_save"]>;

export const investKeys = {
  all: ["investment"] as const,
  mine: (uid: string | null) => [...investKeys.all, "coop-mine", uid] as const,
  gbookMine: (uid: string | null, page: number) => [...investKeys.all, "gbook-mine", uid, page] as const,
  submissions: (page: number, kind: InvestKind | undefined, unanswered: boolean) =>
    [...investKeys.all, "submissions", page, kind, unanswered] as const,
};

/** The signed-in user's cooperation form (null before one is sent); nothing to ask when anonymous. */
export function useMyCoopForm() {
  const session = useSession();
  return useQuery({
    queryKey: investKeys.mine(session.uid),
    queryFn: () => callGateway(api.appcms_msrv.invest_coop_mine, {}),
    enabled: isSignedIn(session),
  });
}

export function useSendCoopForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CoopInput) => callGateway(api.appcms_msrv.invest_coop_add_save, form),
    onSettled: () => client.invalidateQueries({ queryKey: investKeys.all }),
  });
}

export function useSendGbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: GbookInput) => callGateway(api.appcms_msrv.invest_gbook_add_save, form),
    onSuccess: () => client.invalidateQueries({ queryKey: investKeys.all }),
  });
}

export const SUBMISSIONS_PAGE_SIZE = 10;

export function useSubmissions(page: number, kind: InvestKind | undefined, unanswered: boolean) {
  return useQuery({
    queryKey: investKeys.submissions(page, kind, unanswered),
    queryFn: () =>
      callGateway(api.appcms_msrv.invest_submission_list, {
        page,
        page_size: SUBMISSIONS_PAGE_SIZE,
        kind,
        unanswered: unanswered ? 1 : 0,
      }),
  });
}

export function useReplySubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ActionInput<Cms["invest_submission_reply"]>) =>
      callGateway(api.appcms_msrv.invest_submission_reply, input),
    onSettled: () => client.invalidateQueries({ queryKey: investKeys.all }),
  });
}
