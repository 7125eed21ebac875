import { type ActionInput, type Api, api } from "@icms/protocol";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { callGateway } from "../../app/gateway";
import { nextPage } from "../../queries/content";

type Cms = Api["appcms_msrv"];
export type ProjectListFilter = Omit<ActionInput<Cms["project_list"]>, "page" | "page_size">;
export interface ProjectDetailInput {
  project_id: number;
  is_forward: 0 | 1;
  forward_uid?: number;
}

const PROJECT_PAGE_SIZE = 12;

/** Query keys of the projects; invalidate through `projectKeys.all` after a change. */
export const projectKeys = {
  all: ["projects"] as const,
  list: (filter: ProjectListFilter) => [...projectKeys.all, "list", filter] as const,
  detail: (input: ProjectDetailInput) => [...projectKeys.all, "detail", input] as const,
  mine: (status: number | undefined, page: number) => [...projectKeys.all, "mine", status ?? -1, page] as const,
  myDetail: (projectId: number, lang: string | undefined) =>
    [...projectKeys.all, "my-detail", projectId, lang ?? ""] as const,
  nameTaken: (kind: string, name: string) => [...projectKeys.all, "name-taken", kind, name] as const,
};

/** Passed projects, newest first, a page at a time (load more). */
export function useProjectList(filter: ProjectListFilter) {
  return useInfiniteQuery({
    queryKey: projectKeys.list(filter),
    queryFn: ({ pageParam }) =>
      callGateway(api.appcms_msrv.project_list, { ...filter, page: pageParam, page_size: PROJECT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
  });
}

/** A passed project's page; the forward fields credit whoever shared the link. */
export function useProjectDetail(input: ProjectDetailInput) {
  return useQuery({
    queryKey: projectKeys.detail(input),
    queryFn: () => callGateway(api.appcms_msrv.project_detail, input),
    enabled: input.project_id > 0,
  });
}
