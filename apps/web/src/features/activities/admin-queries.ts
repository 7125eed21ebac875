import { api } from "@icms/protocol";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { type ActivityInput, activityKeys } from "./queries";

/** The operators' calls: save, delete and the signup list of an activity. */
export function useActivityAdmin() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: activityKeys.all });
  const save = useMutation({
    mutationFn: (form: ActivityInput) => callGateway(api.appcms_msrv.activity_save, form),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (activityId: number) => callGateway(api.appcms_msrv.activity_delete, { activity_id: activityId }),
    onSuccess: refresh,
  });
  return { save, remove };
}

export function useSignupList(activityId: number, page: number) {
  return useQuery({
    queryKey: activityKeys.signups(activityId, page),
    queryFn: () => callGateway(api.appcms_msrv.activity_signup_list, { activity_id: activityId, page, page_size: 20 }),
    enabled: activityId > 0,
  });
}
