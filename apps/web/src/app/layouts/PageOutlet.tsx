import { Center, Loader } from "@mantine/core";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { usePageKey } from "../routes/route-handle";

/** The page slot of a layout: a new route name or id creates the page afresh. */
export function PageOutlet() {
  const key = usePageKey();
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader role="status" aria-label="…" />
        </Center>
      }
    >
      <Outlet key={key} />
    </Suspense>
  );
}
