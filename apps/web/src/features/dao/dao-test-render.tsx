import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../../app/App";
import { loadStrings } from "../../i18n/strings";
import { initTestStrings } from "../../test/render";

/** For the DAO screens' tests: renders `element` at `url` in the app's providers, with the DAO strings in English. */
export async function renderDaoPage(element: ReactElement, url: string) {
  await initTestStrings();
  await loadStrings("dao", "en");
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [url] });
  return render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
