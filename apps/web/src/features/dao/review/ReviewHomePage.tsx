import { WorkInProgress } from "../../../ui/WorkInProgress";
import { MembersOnly } from "../membership";

/** Being built with the DAO area. */
export function ReviewHomePage() {
  return (
    <MembersOnly>
      <WorkInProgress />
    </MembersOnly>
  );
}
