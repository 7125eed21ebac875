import { WorkInProgress } from "../../../ui/WorkInProgress";

/** Being built with the DAO area. */
export function InvitePage() {
  return <WorkInProgress />;
}
