import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { resyncSession } from "../../session/session-store";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";
import { application, COUNTRIES, kolSummary } from "./kol-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { KolListPage } = await import("./KolListPage");
const { KolDetailPage } = await import("./KolDetailPage");

const routes = [
  { path: "/icmsdao/kolList", element: <KolListPage /> },
  { path: "/icmsdao/kolDetail", element: <KolDetailPage /> },
];

function signInAs(uid: number) {
  localStorage.setItem("AccessToken", "a");
  localStorage.setItem("uid", String(uid));
  resyncSession();
}

describe("KOL list and profile", { timeout: 30_000 }, () => {
  beforeEach(() => queryClient.clear());
  afterEach(() => {
    act(() => notifications.clean());
    localStorage.clear();
    resyncSession();
  });

  it("lists KOLs with countries, tags and scores, filters by tag and loads more", async () => {
    gateway.answer({
      country_list: () => COUNTRIES,
      kol_user_list: (input) =>
        input.page === 2
          ? paged([kolSummary({ kol_id: 9, uid: 9, name: "Boris" })], 13, 2)
          : paged([kolSummary()], 13, 1),
    });
    await renderRoutes(routes, "/icmsdao/kolList");
    const card = await screen.findByTestId("kol");
    expect(within(card).getByRole("link", { name: "Alice Chen" }).getAttribute("href")).toBe(
      "/icmsdao/kolDetail?kol_id=7&uid=3",
    );
    await waitFor(() => expect(card.textContent).toContain("Countries: China, Germany"));
    expect(card.textContent).toContain("Overall score 60");
    expect(within(card).getAllByRole("progressbar")).toHaveLength(5);
    expect(within(card).getByRole("link", { name: "YouTube" }).getAttribute("href")).toBe(
      "https://www.youtube.com/@alice",
    );
    expect(within(card).queryByRole("link", { name: "Facebook" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Boris" })).toBeTruthy();
    expect(gateway.inputs("kol_user_list").map((input) => input.page)).toEqual([1, 2]);

    fireEvent.click(within(card).getByRole("link", { name: "defi" }));
    await waitFor(() => expect(gateway.inputs("kol_user_list").at(-1)).toMatchObject({ tag: "defi", page: 1 }));
    expect((screen.getByRole("textbox", { name: "Keyword tag" }) as HTMLInputElement).value).toBe("defi");
  });

  it("likes another KOL once; the count moves and the button stays pressed", async () => {
    signInAs(5);
    gateway.answer({
      country_list: () => COUNTRIES,
      kol_user_list: () => paged([kolSummary()]),
      kol_click_like: () => ({ kol_id: 7, is_like: true, like_count: 3 }),
    });
    await renderRoutes(routes, "/icmsdao/kolList");
    fireEvent.click(await screen.findByRole("button", { name: "Like (2)" }));
    const liked = await screen.findByRole("button", { name: "Liked (3)" });
    expect(liked.getAttribute("aria-pressed")).toBe("true");
    expect(gateway.inputs("kol_click_like")).toEqual([{ kol_id: 7 }]);
    fireEvent.click(liked);
    expect(gateway.inputs("kol_click_like")).toHaveLength(1);
  });

  it("offers no like on one's own profile, which explains every score", async () => {
    signInAs(3);
    gateway.answer({ country_list: () => COUNTRIES, kol_detail: () => ({ ...application(), is_self: true }) });
    await renderRoutes(routes, "/icmsdao/kolDetail?kol_id=7&uid=3");
    expect(await screen.findByRole("heading", { level: 1, name: "Alice Chen" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Like \(/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Likes: 2" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("A_I · Audience influence")).toBeTruthy();
    expect(screen.getByText(/DAO reviews they signed/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "YouTube" }).getAttribute("href")).toBe("https://www.youtube.com/@alice");
    expect(screen.getByRole("link", { name: "Watch the video on www.youtube.com" })).toBeTruthy();
    expect(gateway.inputs("kol_detail")).toEqual([{ kol_id: 7 }]);
  });
});
