import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../test/render";
import { UserMenu } from "./UserMenu";

const logout = vi.fn(async () => {
  localStorage.clear();
});
vi.mock("./logout", () => ({ logout: () => logout() }));

const session = {
  accessToken: "a",
  refreshToken: "r",
  uid: "42",
  walletAddr: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  chainId: 97,
};

async function openMenu() {
  const view = await renderRoutes(
    [
      { path: "/", element: <UserMenu session={session} /> },
      { path: "/index", element: <p>home</p> },
    ],
    "/",
  );
  fireEvent.click(screen.getByRole("button", { name: "Account menu for 0x70...79C8" }));
  await screen.findAllByRole("menuitem");
  return view;
}

describe("UserMenu", () => {
  it("lists copy address, user center, my homepage, my short links, permission introduction and logout", async () => {
    await openMenu();
    const items = screen.getAllByRole("menuitem").map((item) => [item.textContent, item.getAttribute("href")]);
    expect(items).toEqual([
      ["Copy address 0x70...79C8", null],
      ["User center", "/ucenter/profile"],
      ["My homepage", "/my?uid=42"],
      ["My short links", "/ucenter/shortlinks"],
      ["Permission introduction", "/appcms/permission_introduction"],
      ["Log out", null],
    ]);
  });

  it("offers operators their publishing screen, by the privileges cached at login", async () => {
    localStorage.setItem(
      "userPrivilege",
      JSON.stringify([{ privilege_code: "edit_news", privilege_typedata: 2, val: 1 }]),
    );
    await openMenu();
    expect(screen.getByRole("menuitem", { name: "Publications" }).getAttribute("href")).toBe("/ucenter/newsindex");
    localStorage.removeItem("userPrivilege");
  });

  it("copies the full address and says copy success", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: /Copy address/ }));
    expect(await screen.findByText("copy success")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(session.walletAddr);
  });

  it("logs out and goes home", async () => {
    const { router } = await openMenu();
    fireEvent.click(screen.getByRole("menuitem", { name: "Log out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/index"));
    expect(logout).toHaveBeenCalledOnce();
  });

  it("leads operators holding edit_activity to their activity screens", async () => {
    localStorage.setItem(
      "userPrivilege",
      JSON.stringify([{ privilege_code: "edit_activity", privilege_typedata: 2, val: 1 }]),
    );
    await openMenu();
    expect(screen.getByRole("menuitem", { name: "Manage activities" }).getAttribute("href")).toBe(
      "/ucenter/activityindex",
    );
    localStorage.removeItem("userPrivilege");
  });
});
