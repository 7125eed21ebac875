import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "./app/app.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/App";
import { seedFirstScreen } from "./app/first-screen";
import { queryClient } from "./app/query-client";
import { routes } from "./app/routes";
import { initI18n } from "./i18n";

async function start(): Promise<void> {
  // The page may carry its first screen's data; the cache holds it before anything renders.
  seedFirstScreen(queryClient);
  // The router starts downloading the page's own code (and its strings) at once, beside the
  // shell's strings, instead of after them: one round trip less before the first screen.
  const router = createBrowserRouter(routes);
  await initI18n();
  const root = document.getElementById("root");
  if (!root) throw new Error("index.html has no #root element");
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
