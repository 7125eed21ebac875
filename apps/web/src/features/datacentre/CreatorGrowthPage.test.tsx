import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import { creatorLevel } from "./datacentre-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { CreatorGrowthPage } = await import("./CreatorGrowthPage");

// Rendering the charts takes a few seconds on a loaded machine.
describe("CreatorGrowthPage", { timeout: 30_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
  });

  it("shows the level, its rights, each signal towards the next and every level's rules", async () => {
    gateway.answer({ datacentre_level: () => creatorLevel() });
    await renderWithApp(<CreatorGrowthPage />);
    expect((await screen.findByTestId("growth-level")).textContent).toBe("Lv 1");
    expect(screen.getByRole("heading", { name: "Creator" })).toBeTruthy();
    expect(screen.getByTestId("growth-rights").textContent).toBe("Uploads up to 200 MB");
    expect(screen.getByTestId("growth-next").textContent).toContain("Level 2, Rising creator");
    expect(screen.getByRole("progressbar", { name: "Progress to the next level: 50%" })).toBeTruthy();
    expect(screen.getByTestId("growth-signal-reads").textContent).toBe("Reads40 of 100");
    expect(screen.getByRole("progressbar", { name: "Reads: 40%" })).toBeTruthy();
    // Followers: the next level asks for none, so there is nothing to reach.
    expect(screen.queryByTestId("growth-signal-followers")).toBeNull();
    const rows = within(screen.getByTestId("growth-levels")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.getAttribute("aria-current"))).toEqual([null, "true", null]);
    expect(rows[0]?.textContent).toBe("Lv 0 · NewcomerNothingNothing");
    expect(rows[2]?.textContent).toContain("Scheduled publishing (after the DAO's review)");
    expect(rows[2]?.textContent).toContain("Approved pieces ≥ 5; Reads ≥ 100");
  });

  it("says so at the top level, and shows a level or right this build has no words for by its code", async () => {
    gateway.answer({
      datacentre_level: () =>
        creatorLevel({ level: 9, name: "legend", next: null, rights: [{ privilege_code: "gold_frame", val: 1 }] }),
    });
    await renderWithApp(<CreatorGrowthPage />);
    expect(await screen.findByTestId("growth-top")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "legend" })).toBeTruthy();
    expect(screen.getByTestId("growth-rights").textContent).toBe("gold_frame: 1");
  });
});
