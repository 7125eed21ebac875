import { WorkInProgress } from "../../../ui/WorkInProgress";

/** Being built with the DAO area. */
export function ReviewSpecialPage() {
  return <WorkInProgress />;
}
