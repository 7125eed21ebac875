import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";
import { courseSummary } from "./edu-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { CourseListPage } = await import("./CourseListPage");
const { CourseHomePage } = await import("./CourseHomePage");

const routes = [
  { path: "/appedu/course_list/:cate_id?", element: <CourseListPage /> },
  { path: "/appedu/course_home", element: <CourseHomePage /> },
];

describe("course catalogue", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    gateway.answer({
      course_cate_list: () => [
        { cate_id: 1, slug: "basics", name: "Basics", course_count: 30 },
        { cate_id: 2, slug: "defi", name: "DeFi", course_count: 0 },
      ],
      course_list: (input) =>
        paged(
          [courseSummary(1), courseSummary(2, { is_free: 1, price: "0", name: "Free course" })],
          30,
          Number(input.page ?? 1),
        ),
    });
  });

  it("lists a category's courses with price or free, and pages through them", async () => {
    await renderRoutes(routes, "/appedu/course_list/1");
    expect(await screen.findByRole("heading", { level: 1, name: "Basics" })).toBeTruthy();
    const cards = await screen.findAllByTestId("course-card");
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining("12.5 USDT"),
      expect.stringContaining("Free"),
    ]);
    expect(gateway.inputs("course_list")[0]).toMatchObject({ cate_id: 1, page: 1, order: "recent" });
    fireEvent.click(screen.getByRole("button", { name: "2" }));
    await waitFor(() => expect(gateway.inputs("course_list").at(-1)).toMatchObject({ cate_id: 1, page: 2 }));
  });

  it("filters free courses and sorts by rating", async () => {
    await renderRoutes(routes, "/appedu/course_list?is_free=1&order=rating");
    await screen.findAllByTestId("course-card");
    expect(gateway.inputs("course_list")[0]).toMatchObject({ is_free: 1, order: "rating" });
    expect(gateway.inputs("course_list")[0]).not.toHaveProperty("cate_id");
  });

  it("shows the categories and three shelves on the home", async () => {
    await renderRoutes(routes, "/appedu/course_home");
    expect(await screen.findByRole("link", { name: "Basics (30)" })).toBeTruthy();
    await waitFor(() =>
      expect(gateway.inputs("course_list").map((input) => input.order)).toEqual(["recent", "popular", "rating"]),
    );
  });
});
