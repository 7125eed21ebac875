import { privilegeGrants } from "@icms/protocol";
import { useMyPrivileges } from "../../queries/privileges";

/** The privilege that shows the whole platform's figures (the gateway checks it again on each call). */
const PLATFORM_PRIVILEGE = "view_datacentre";

/** Whether the signed-in user may see the platform's figures; false until the privileges arrive. */
export function useIsOperator(): boolean {
  const privileges = useMyPrivileges();
  const entry = privileges.data?.find((row) => row.privilege_code === PLATFORM_PRIVILEGE);
  return entry ? privilegeGrants(entry) : false;
}
