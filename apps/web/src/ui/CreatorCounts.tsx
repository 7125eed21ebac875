import { lazy, Suspense } from "react";
import { withStrings } from "../i18n/strings";

const Panel = lazy(
  withStrings("datacentre", () =>
    import("./CreatorCountsPanel").then((module) => ({ default: module.CreatorCountsPanel })),
  ),
);

/**
 * A creator's level and public counts, for their home page. Downloaded with the data centre's
 * strings when first shown, so the page's own route need not load that bundle; until then, and
 * if the figures cannot be read, nothing shows.
 */
export function CreatorCounts({ uid }: { uid: number }) {
  return (
    <Suspense fallback={null}>
      <Panel uid={uid} />
    </Suspense>
  );
}
