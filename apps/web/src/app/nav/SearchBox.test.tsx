import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../test/render";
import { SearchBox } from "./SearchBox";

const routes = [
  { path: "/", element: <SearchBox /> },
  { path: "/appcms/search", element: <SearchBox /> },
];

describe("SearchBox", () => {
  afterEach(() => act(() => notifications.clean()));

  it("asks for keywords and keeps focus in the box when the keyword is empty", async () => {
    const { router } = await renderRoutes(routes, "/");
    const box = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    expect(await screen.findByText("Please enter keywords...")).toBeTruthy();
    expect(document.activeElement).toBe(box);
    expect(router.state.location.pathname).toBe("/");
  });

  it("goes to the search route with the keyword and a timestamp", async () => {
    const { router } = await renderRoutes(routes, "/");
    const box = screen.getByRole("searchbox", { name: "Search" });
    fireEvent.change(box, { target: { value: " nft staking " } });
    fireEvent.submit(box.closest("form") as HTMLFormElement);
    await waitFor(() => expect(router.state.location.pathname).toBe("/appcms/search"));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get("keyword")).toBe("nft staking");
    expect(Number(query.get("ts"))).toBeGreaterThan(0);
  });

  it("shows the keyword of the current search", async () => {
    await renderRoutes(routes, "/appcms/search?keyword=wiki&ts=1");
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("wiki");
  });
});
