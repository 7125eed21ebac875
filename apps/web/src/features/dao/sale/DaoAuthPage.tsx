import { WorkInProgress } from "../../../ui/WorkInProgress";

/** Being built with the DAO area. */
export function DaoAuthPage() {
  return <WorkInProgress />;
}
