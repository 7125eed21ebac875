import { type ActionInput, type Api, api, type ContentLang, type MyProjectDetail } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { projectKeys } from "./queries";

type Cms = Api["appcms_msrv"];
export type BasicInput = Omit<ActionInput<Cms["project_add_save"]>, "request_key">;
export const MY_PAGE_SIZE = 10;

/** The owner's projects in every status, a page at a time. */
export function useMyProjects(page: number, status?: 0 | 1 | 2 | 3) {
  return useQuery({
    queryKey: projectKeys.mine(status, page),
    queryFn: () => callGateway(api.appcms_msrv.project_my_list, { page, page_size: MY_PAGE_SIZE, status }),
    placeholderData: keepPreviousData,
  });
}

/** The owner's project as the wizard resumes it (the draft lives on the gateway). */
export function useMyProject(projectId: number, lang?: ContentLang) {
  return useQuery({
    queryKey: projectKeys.myDetail(projectId, lang),
    queryFn: () => callGateway(api.appcms_msrv.project_my_detail, { project_id: projectId, lang }),
    enabled: projectId > 0,
  });
}

/** Every change refreshes the owner's and the public views. */
function useProjectMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // Not awaited: the screens' own callbacks run first, before a refetch can replace the form
    // that started the change (the cluster form gives way to the bound cluster).
    onSettled: () => {
      void client.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

/**
 * Saves the basic info: a new draft with `requestKey` (made once per form, so a repeat of the
 * same submission answers the same project), or an edit of `projectId` in its `lang` version.
 */
export function useSaveBasic() {
  return useProjectMutation(
    ({ projectId, requestKey, values }: { projectId: number; requestKey: string; values: BasicInput }) =>
      projectId > 0
        ? callGateway(api.appcms_msrv.project_edit_save, { project_id: projectId, ...values })
        : callGateway(api.appcms_msrv.project_add_save, { request_key: requestKey, ...values }),
  );
}

export function useAddLanguage() {
  return useProjectMutation((input: ActionInput<Cms["project_addlang_save"]>) =>
    callGateway(api.appcms_msrv.project_addlang_save, input),
  );
}

export function useSubmitProject() {
  return useProjectMutation((projectId: number) =>
    callGateway(api.appcms_msrv.project_edit_finish, { project_id: projectId }),
  );
}

export function useBindCluster() {
  return useProjectMutation((input: ActionInput<Cms["project_cluster_add_save"]>) =>
    callGateway(api.appcms_msrv.project_cluster_add_save, input),
  );
}

/** Adds or removes a document, social link, partner or app. */
export function useProjectItems() {
  const add = useProjectMutation(
    (
      input:
        | { kind: "doc"; values: ActionInput<Cms["project_doc_add_save"]> }
        | { kind: "social"; values: ActionInput<Cms["project_social_add_save"]> }
        | { kind: "partner"; values: ActionInput<Cms["project_partner_add_save"]> }
        | { kind: "app"; values: ActionInput<Cms["project_app_add_save"]> },
    ): Promise<unknown> => {
      if (input.kind === "doc") return callGateway(api.appcms_msrv.project_doc_add_save, input.values);
      if (input.kind === "social") return callGateway(api.appcms_msrv.project_social_add_save, input.values);
      if (input.kind === "partner") return callGateway(api.appcms_msrv.project_partner_add_save, input.values);
      return callGateway(api.appcms_msrv.project_app_add_save, input.values);
    },
  );
  const remove = useProjectMutation(({ kind, id }: { kind: ItemKind; id: number }): Promise<unknown> => {
    if (kind === "doc") return callGateway(api.appcms_msrv.project_doc_del_save, { doc_id: id });
    if (kind === "social") return callGateway(api.appcms_msrv.project_social_del_save, { social_id: id });
    if (kind === "partner") return callGateway(api.appcms_msrv.project_partner_del_save, { partner_id: id });
    return callGateway(api.appcms_msrv.project_app_del_save, { app_id: id });
  });
  return { add, remove };
}

export type ItemKind = "doc" | "social" | "partner" | "app";

/** Whether a special, channel or planet of `name` exists (checked as the owner types). */
export function useClusterNameTaken(kind: "special" | "channel" | "planet", name: string) {
  return useQuery({
    queryKey: projectKeys.nameTaken(kind, name),
    queryFn: async () => {
      const answer =
        kind === "planet"
          ? await callGateway(api.appcms_msrv.project_check_circle_isexist, { name })
          : await callGateway(api.appcms_msrv.project_check_special_isexist, {
              name,
              special_type: kind === "special" ? 1 : 2,
            });
      return answer.exists;
    },
    enabled: name.trim() !== "",
    staleTime: 10_000,
  });
}

/** Whether the owner may change the project now: not while it waits in review. */
export function isEditable(project: Pick<MyProjectDetail, "status">): boolean {
  return project.status !== 0;
}
