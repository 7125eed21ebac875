import { lazy, Suspense } from "react";
import { isSignedIn, useSession } from "../../session/session-store";

// Only signed-in members have notifications, so visitors download neither the bell's live
// connection nor its popover; the popover's list and strings wait for its first opening.
const NoticeBell = lazy(() =>
  import("../../features/notices/bell/NoticeBell").then((m) => ({ default: m.NoticeBell })),
);

/** The header's bell: the message centre's, for signed-in members only. */
export function NotificationPopover() {
  const session = useSession();
  if (!isSignedIn(session)) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBell key={session.uid ?? ""} />
    </Suspense>
  );
}
