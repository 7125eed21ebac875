import { MantineProvider } from "@mantine/core";
import { UI } from "@icms/protocol";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { queryClient } from "./query-client";
import { cssVariablesResolver, theme } from "./theme";

// The toast stack's component is downloaded after the first paint; toasts raised earlier wait in its store.
const Notifications = lazy(() => import("@mantine/notifications").then((m) => ({ default: m.Notifications })));

/** Providers every screen relies on: theme, server-data cache and the toast stack. */
export function AppProviders({ children, env }: { children: ReactNode; env?: "default" | "test" }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={UI.notificationTimeoutMs} limit={UI.toastMax} zIndex={1000} />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
