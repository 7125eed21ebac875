import { MantineProvider } from "@mantine/core";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { AppProviders } from "../app/App";
import { initI18n } from "../i18n";
import { loadStrings, STRING_BUNDLES } from "../i18n/strings";

/** English strings, every bundle's included (`route-strings.test.ts` checks what each route loads). */
export async function initTestStrings(): Promise<void> {
  await initI18n("en");
  await loadStrings(STRING_BUNDLES, "en");
}

/** Renders routes at a URL inside the app's providers, with English strings loaded. */
export async function renderRoutes(routes: RouteObject[], url: string) {
  await initTestStrings();
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const view = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** Renders one element inside the app's providers and a router. */
export async function renderWithApp(element: ReactElement, url = "/") {
  return renderRoutes([{ path: "*", element }], url);
}

/** Renders a widget with the theme only (no router, no query cache): call `initI18n` first. */
export function renderWidget(element: ReactElement) {
  return render(<MantineProvider env="test">{element}</MantineProvider>);
}
