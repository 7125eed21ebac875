import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { resyncSession } from "../../session/session-store";
import { renderWithApp } from "../../test/render";
import { courseDetail, directory } from "./edu-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { CourseDetailPage } = await import("./CourseDetailPage");

const URL = "/appedu/course_detail?course_id=5";

function answer(course = courseDetail()) {
  gateway.answer({
    course_detail: () => course,
    course_dir: () => directory(course.can_play),
    course_comment_list: () => paged([]),
    course_rate: (input) => ({ course_id: 5, score: Number(input.score), rating_avg: 4.3, rating_count: 3 }),
  });
}

describe("CourseDetailPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "4");
    resyncSession();
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows the price with its coin, the FAQ and the directory with free lessons marked and the rest locked", async () => {
    answer();
    await renderWithApp(<CourseDetailPage />, URL);
    expect(await screen.findByRole("heading", { level: 1, name: "Solidity from zero" })).toBeTruthy();
    expect(screen.getByTestId("course-price").textContent).toBe("12.5 USDT");
    expect(screen.getByText("Do I need a wallet?")).toBeTruthy();
    const lessons = await screen.findAllByTestId("dir-lesson");
    expect(lessons.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^WelcomeFree2:05$/),
      expect.stringMatching(/^StorageLocked2:05$/),
      expect.stringMatching(/^ERC-20Locked2:05$/),
    ]);
    expect(screen.getByRole("button", { name: "Buy for 12.5 USDT" })).toBeTruthy();
    expect(gateway.inputs("course_detail")).toEqual([{ course_id: 5, is_preview: 0 }]);
  });

  it("asks before buying", async () => {
    answer();
    await renderWithApp(<CourseDetailPage />, URL);
    fireEvent.click(await screen.findByRole("button", { name: "Buy for 12.5 USDT" }));
    const dialog = await screen.findByRole("dialog", { name: "Buy this course" });
    expect(within(dialog).getByText(/You pay 12.5 USDT from your wallet to Alice/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Buy this course" })).toBeNull());
    expect(gateway.inputs("course_order_create" as never)).toEqual([]);
  });

  it("offers play instead of buy once the viewer may play, and takes one rating", async () => {
    answer(courseDetail({ can_play: true, is_enrolled: true }));
    await renderWithApp(<CourseDetailPage />, URL);
    expect(await screen.findByRole("link", { name: "Start learning" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Buy for/ })).toBeNull();
    const four = screen.getByRole("radio", { name: "4" });
    fireEvent.click(document.querySelector(`label[for="${four.id}"]`) as HTMLElement);
    await waitFor(() => expect(gateway.inputs("course_rate")).toEqual([{ course_id: 5, score: 4 }]));
    expect(await screen.findByTestId("my-rating")).toBeTruthy();
  });

  it("never offers the author a rating of their own course", async () => {
    answer(courseDetail({ can_play: true, is_owner: true }));
    await renderWithApp(<CourseDetailPage />, URL);
    expect(await screen.findByText("Authors cannot rate their own course.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit the course" })).toBeTruthy();
  });

  it("shows the author's preview of a course in review, asked for as a preview", async () => {
    answer(courseDetail({ status: "audit", is_owner: true, can_play: true }));
    await renderWithApp(<CourseDetailPage />, `${URL}&is_preview=1&ts=1`);
    expect(await screen.findByTestId("course-not-online")).toBeTruthy();
    expect(gateway.inputs("course_detail")).toEqual([{ course_id: 5, is_preview: 1 }]);
  });

  it("says so when the course does not exist", async () => {
    gateway.answer({
      course_detail: () => {
        throw new GatewayCallError("Not found", Code.NotFound);
      },
    });
    await renderWithApp(<CourseDetailPage />, URL);
    expect((await screen.findByRole("alert", {}, { timeout: 4_000 })).textContent).toMatch(/Not found/);
  });
});
