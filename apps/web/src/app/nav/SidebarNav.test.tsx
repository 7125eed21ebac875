import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { savePrivileges } from "../../session/session-store";
import { renderWithApp } from "../../test/render";
import { UCENTER_SIDEBAR } from "./menus";
import { SidebarNav } from "./SidebarNav";

describe("SidebarNav", { timeout: 30_000 }, () => {
  afterEach(() => localStorage.clear());

  it("lists an operator's screen only to holders of its privilege", async () => {
    const view = await renderWithApp(<SidebarNav entries={UCENTER_SIDEBAR} />);
    expect(screen.getByRole("link", { name: "KOL application" }).getAttribute("href")).toBe("/ucenter/kol_apply");
    expect(screen.queryByRole("link", { name: "KOL review" })).toBeNull();
    view.unmount();

    savePrivileges([{ privilege_code: "review_kol", privilege_typedata: 2, val: 1 }]);
    await renderWithApp(<SidebarNav entries={UCENTER_SIDEBAR} />);
    expect(screen.getByRole("link", { name: "KOL review" }).getAttribute("href")).toBe("/ucenter/kol_review");
  });
});
