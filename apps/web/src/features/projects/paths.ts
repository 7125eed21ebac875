import type { ProjectCluster } from "@icms/protocol";
import { specialPath } from "../../app/paths";

/** The wizard's screens in order: basic info, the bound cluster, the optional parts, the review. */
export const WIZARD_STEPS = [
  "apply_project",
  "cluster_form",
  "doc_form",
  "social_form",
  "partner_form",
  "client_form",
  "end_form",
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Where the project screens are. */
export const projectPaths = {
  index: "/project_index",
  detail: (projectId: number) => `/project_detail?project_id=${projectId}`,
  mine: "/ucenter/projectindex/my_project_list",
  step: (step: WizardStep, projectId?: number) =>
    `/ucenter/projectindex/${step}${projectId ? `?project_id=${projectId}` : ""}`,
  addLang: (projectId: number, lang: string) =>
    `/ucenter/projectindex/apply_project?project_id=${projectId}&add_lang=${lang}`,
  review: "/icmsdao/icms_dao_autonomy/project",
};

/** The page of a project's bound special, channel or planet. */
export function clusterPath(cluster: Pick<ProjectCluster, "kind" | "cluster_id">): string {
  if (cluster.kind === "planet") return `/appsocial/social_index/${cluster.cluster_id}`;
  return specialPath(cluster.cluster_id);
}

/** The step after `step`, or null after the last. */
export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}
