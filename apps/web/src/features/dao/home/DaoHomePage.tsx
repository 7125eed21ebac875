import { WorkInProgress } from "../../../ui/WorkInProgress";

/** Being built with the DAO area. */
export function DaoHomePage() {
  return <WorkInProgress />;
}
