import { type ClusterKind, clusterNameProblem, LIMITS } from "@icms/protocol";
import { type FormChecks, ruleCheck } from "../../../ui/form/rule-checks";

/** The cluster step's form: the kind to create (none chosen yet: "") and its name. */
export interface ClusterValues {
  kind: ClusterKind | "";
  name: string;
}

/** The gateway's rules for the cluster to create and bind; whether the name is taken is asked as it is typed. */
export const clusterChecks: FormChecks<ClusterValues> = {
  kind: (kind) => (kind ? undefined : { key: "projects.cluster.chooseKind" }),
  name: ruleCheck(clusterNameProblem, {
    required: { key: "projects.form.required" },
    tooLong: { key: "projects.form.tooLong", values: { max: LIMITS.specialNameMaxChars } },
  }),
};
