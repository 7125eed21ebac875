import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { resyncSession } from "../../session/session-store";
import { renderRoutes } from "../../test/render";
import { MEMBER, OWNER, planet } from "./planet-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { PlanetListPage } = await import("./PlanetListPage");
const { PlanetMembersPage } = await import("./PlanetMembersPage");
const { MyPlanetsPage } = await import("./MyPlanetsPage");

describe("planet lists", () => {
  beforeEach(() => queryClient.clear());

  it("lists one type's planets with their rule, and switches type and order", async () => {
    gateway.answer({
      circle_list: (input) =>
        paged(
          input.circle_type === 3
            ? [planet({ circle_id: 2, name: "NFT makers", circle_type: 3, gate_kind: "dao_nft" })]
            : [planet({ name: "Rollup builders" })],
        ),
    });
    await renderRoutes(
      [{ path: "/appsocial/circle_list/:circle_type?", element: <PlanetListPage /> }],
      "/appsocial/circle_list/1",
    );
    expect(await screen.findByRole("link", { name: "Rollup builders" })).toBeTruthy();
    fireEvent.click(screen.getByText("NFT"));
    expect(await screen.findByRole("link", { name: "NFT makers" })).toBeTruthy();
    expect(screen.getByText("Members hold a DAO NFT.")).toBeTruthy();
    fireEvent.click(screen.getByText("Newest"));
    await waitFor(() =>
      expect(gateway.inputs("circle_list").at(-1)).toMatchObject({ circle_type: 3, order: "recent" }),
    );
    expect(gateway.inputs("circle_list")[0]).toEqual({ circle_type: 1, order: "popular", page_size: 12, page: 1 });
  });

  it("lists a planet's members with the star lord marked", async () => {
    gateway.answer({
      circle_detail: () => planet(),
      circle_userlist: () =>
        paged([
          { user: OWNER, is_owner: true, joined_at: new Date().toISOString() },
          { user: MEMBER, is_owner: false, joined_at: new Date().toISOString() },
        ]),
    });
    await renderRoutes(
      [{ path: "/appsocial/circle_userlist/:circle_id", element: <PlanetMembersPage /> }],
      "/appsocial/circle_userlist/9",
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Members of Rollup builders" })).toBeTruthy();
    const rows = await screen.findAllByTestId("member");
    expect(rows.map((row) => row.textContent?.includes("Star lord"))).toEqual([true, false]);
    expect(gateway.inputs("circle_userlist")).toEqual([{ circle_id: 9, page: 1, page_size: 20 }]);
  });

  it("shows the member's joined planets, then the ones they own, each empty state in words", async () => {
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "5");
    resyncSession();
    gateway.answer({
      circle_join_list: () => paged([planet({ name: "Rollup builders" })]),
      my_circle_list: () => paged([]),
    });
    await renderRoutes(
      [{ path: "/appsocial/social_circle_index", element: <MyPlanetsPage /> }],
      "/appsocial/social_circle_index",
    );
    expect(await screen.findByRole("link", { name: "Rollup builders" })).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Planets I own" }));
    expect(await screen.findByText("You do not own a planet yet.")).toBeTruthy();
    expect(gateway.inputs("my_circle_list")).toEqual([{ page: 1, page_size: 10 }]);
    localStorage.clear();
    resyncSession();
  });
});
