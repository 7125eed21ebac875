import type { ReviewSpecial, XmanPermissions } from "@icms/protocol";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { initI18n } from "../../../i18n";
import { loadStrings } from "../../../i18n/strings";
import { AUTHOR, fakeGateway, paged, summary } from "../../../test/fake-gateway";
import { renderWithApp } from "../../../test/render";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
// The area list hands every area's review kinds to the review screens, as in the app.
await import("../../../app/areas");
const { ReviewHomePage } = await import("./ReviewHomePage");
const { ReviewSpecialPage } = await import("./ReviewSpecialPage");

const member: XmanPermissions = {
  is_xman: true,
  staked_count: 1,
  nft_count: 1,
  staked_token_ids: [5],
  held_token_ids: [],
  indexed_block: 3,
};
const tally = { pass_count: 0, reject_count: 0, quorum: 2, my_decision: null };
const special = (id: number, name: string, special_type: 1 | 2): ReviewSpecial => ({
  special_id: id,
  special_type,
  name,
  abstract: "Weekly notes",
  cover_url: "/uploads/image/c.png",
  tags: [],
  owner: AUTHOR,
  follow_count: 0,
  article_count: 0,
  status: "audit",
  is_open: 1,
  created_at: "2025-01-01T00:00:00.000Z",
  updated_at: "2025-01-01T00:00:00.000Z",
  review: tally,
});

describe("review overview and specials", () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "5");
    window.dispatchEvent(new StorageEvent("storage"));
    await initI18n("en");
    await loadStrings("dao", "en");
  });

  it("counts what waits in each queue and links to it", async () => {
    gateway.answer({
      xman_permissions: () => member,
      dao_article_list: (input) =>
        input.article_type === 2 ? paged([], 0) : paged([Object.assign(summary(1), { review: tally })], 3),
      dao_wiki_list: () => paged([], 0),
      dao_special_list: () => paged([special(4, "Rollup fee diaries", 1)], 1),
      dao_course_list: () => paged([], 2),
      dao_project_list: () => paged([], 5),
    });
    await renderWithApp(<ReviewHomePage />, "/icmsdao/icms_dao_autonomy");
    const articles = (await screen.findByRole("link", { name: "Review Articles" })).closest("div") as HTMLElement;
    expect(await within(articles).findByText("3")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Review Videos" }).getAttribute("href")).toBe(
      "/icmsdao/icms_dao_autonomy/article?article_type=2",
    );
    expect(screen.getByRole("link", { name: "Review Specials and channels" }).getAttribute("href")).toBe(
      "/icmsdao/icms_dao_autonomy/special",
    );
    // Courses and projects wait in their own queues, counted here too.
    const courses = screen.getByRole("link", { name: "Review Courses" });
    expect(courses.getAttribute("href")).toBe("/icmsdao/icms_dao_autonomy/course");
    expect(await within(courses.closest("div") as HTMLElement).findByText("2")).toBeTruthy();
    const projects = screen.getByRole("link", { name: "Review Projects" });
    expect(projects.getAttribute("href")).toBe("/icmsdao/icms_dao_autonomy/project");
    expect(await within(projects.closest("div") as HTMLElement).findByText("5")).toBeTruthy();
  });

  it("lists specials and channels in review, and only channels from the switch", async () => {
    gateway.answer({
      xman_permissions: () => member,
      dao_special_list: (input) =>
        paged(
          [special(4, "Rollup fee diaries", 1), special(5, "DAO 提案观察", 2)].filter(
            (s) => input.special_type === undefined || s.special_type === Number(input.special_type),
          ),
        ),
    });
    await renderWithApp(<ReviewSpecialPage />, "/icmsdao/icms_dao_autonomy/special");
    await screen.findByRole("button", { name: "Open Rollup fee diaries" });
    fireEvent.click(screen.getByRole("radio", { name: "Channels" }));
    await screen.findByText("1 waiting for review");
    expect(screen.queryByRole("button", { name: "Open Rollup fee diaries" })).toBeNull();
    expect(screen.getByRole("button", { name: "Open DAO 提案观察" })).toBeTruthy();
  });
});
