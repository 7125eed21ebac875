import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { resyncSession } from "../../../session/session-store";
import { fakeGateway } from "../../../test/fake-gateway";
import { renderRoutes } from "../../../test/render";
import { courseDetail } from "../edu-fixtures";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { CourseFormPage } = await import("./CourseFormPage");

const routes = [
  { path: "/ucenter/courseindex/course_add", element: <CourseFormPage /> },
  { path: "/ucenter/courseindex/*", element: <p>landed</p> },
];

describe("CourseFormPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    resyncSession();
    gateway.answer({
      course_cate_list: () => [{ cate_id: 1, slug: "basics", name: "Basics", course_count: 0 }],
      course_detail: () => courseDetail({ is_owner: true, status: "refused" }),
      course_faq_list: () => [],
      course_save: (input) => ({ course_id: Number(input.course_id ?? 8), status: "audit" }),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("refuses a paid course without a price or a cover, and sends nothing", async () => {
    await renderRoutes(routes, "/ucenter/courseindex/course_add");
    fireEvent.change(await screen.findByRole("textbox", { name: /Course name/ }), { target: { value: "Rust" } });
    fireEvent.click(screen.getByRole("button", { name: "Create and send to review" }));
    expect(await screen.findByText("Enter a price above zero, or mark the course free")).toBeTruthy();
    expect(screen.getByText("Choose a cover image")).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /^Price/ }), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Create and send to review" }));
    expect(await screen.findByText("Enter a price above zero, or mark the course free")).toBeTruthy();
    expect(gateway.inputs("course_save")).toEqual([]);
  });

  it("edits a course: its fields as saved, sent back with its id and to review", async () => {
    const { router } = await renderRoutes(routes, "/ucenter/courseindex/course_add?course_id=5");
    const name = await screen.findByRole("textbox", { name: /Course name/ });
    expect((name as HTMLInputElement).value).toBe("Solidity from zero");
    expect((screen.getByRole("textbox", { name: /^Price/ }) as HTMLInputElement).value).toBe("12.5");
    fireEvent.change(name, { target: { value: "Solidity, second edition" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(gateway.inputs("course_save")).toHaveLength(1));
    expect(gateway.inputs("course_save")[0]).toMatchObject({
      course_id: 5,
      name: "Solidity, second edition",
      cate_id: 1,
      is_free: 0,
      price: "12.5",
      coin: "USDT",
      tags: "defi",
      cover_url: "/uploads/image/c.png",
    });
    expect(await screen.findByText(/waits for the members' review/)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/ucenter/courseindex/course_list"));
  });

  it("sends a free course with the price left out", async () => {
    await renderRoutes(routes, "/ucenter/courseindex/course_add?course_id=5");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Free course" }));
    expect(screen.queryByRole("textbox", { name: /^Price/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(gateway.inputs("course_save")[0]).toMatchObject({ is_free: 1, price: "0" }));
  });
});
