import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { resyncSession } from "../../session/session-store";
import { fakeGateway } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import { attachment, courseDetail, directory, lesson } from "./edu-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { CoursePlayPage, completion, lessonToOpen } = await import("./CoursePlayPage");

const PAID_VIDEO = `/media/lesson/13.mp4?u=2&exp=1795770000&sig=${"a".repeat(32)}`;

function answer(playable: boolean) {
  gateway.answer({
    course_detail: () => courseDetail({ can_play: playable }),
    course_dir: () => directory(playable),
    course_lesson_detail: (input) => {
      if (!playable && input.lesson_id !== 11) throw new GatewayCallError("locked", Code.CourseLessonLocked, 200);
      return lesson(Number(input.lesson_id), {
        attachments: [attachment(1, { lesson_id: Number(input.lesson_id) })],
        // A learner gets a paid lesson's video through a signed link of the gateway's.
        video_url: input.lesson_id === 13 ? PAID_VIDEO : "",
      });
    },
    course_progress_save: (input) => ({
      lesson_id: Number(input.lesson_id),
      position_seconds: Number(input.position_seconds),
      completed: input.completed === 1,
      updated_at: "2026-01-02T00:00:00.000Z",
    }),
  });
}

describe("CoursePlayPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "4");
    resyncSession();
  });
  afterEach(() => act(() => notifications.clean()));

  it("plays a free lesson with its files and sends its completion", async () => {
    answer(false);
    await renderWithApp(<CoursePlayPage />, "/appedu/course_play?course_id=5&lesson_id=11");
    expect((await screen.findByTestId("lesson-content")).textContent).toBe("Body of lesson 11");
    expect(screen.getByTestId("attachment").getAttribute("href")).toBe("/uploads/image/s.png");
    fireEvent.click(screen.getByRole("button", { name: "Mark as completed" }));
    expect(await screen.findByTestId("lesson-completed")).toBeTruthy();
    expect(gateway.inputs("course_progress_save")).toEqual([{ lesson_id: 11, position_seconds: 0, completed: 1 }]);
  });

  it("explains a locked lesson, offers the purchase and never shows its body", async () => {
    answer(false);
    await renderWithApp(<CoursePlayPage />, "/appedu/course_play?course_id=5&lesson_id=12");
    expect(await screen.findByTestId("lesson-locked")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Buy for 12.5 USDT" })).toBeTruthy();
    expect(screen.queryByTestId("lesson-content")).toBeNull();
    expect(gateway.inputs("course_lesson_detail")).toEqual([]);
  });

  it("asks a visitor to log in before buying", async () => {
    localStorage.clear();
    resyncSession();
    answer(false);
    await renderWithApp(<CoursePlayPage />, "/appedu/course_play?course_id=5&lesson_id=13");
    expect(await screen.findByText(/Log in and buy the course/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" })).toBeTruthy();
  });

  it("opens a paid lesson once the course is the viewer's", async () => {
    answer(true);
    await renderWithApp(<CoursePlayPage />, "/appedu/course_play?course_id=5&lesson_id=13");
    await waitFor(() => expect(screen.getByTestId("lesson-content").textContent).toBe("Body of lesson 13"));
    expect(document.querySelector("video")?.getAttribute("src")).toBe(PAID_VIDEO);
    expect(screen.queryByTestId("video-invalid")).toBeNull();
    expect(screen.getByTestId("course-completion").textContent).toMatch("0 of 3 lessons completed");
  });
});

describe("the player's choices", () => {
  it("opens the asked lesson, else the first playable one not completed", () => {
    const dir = directory(true);
    expect(lessonToOpen(dir, 13)?.lesson_id).toBe(13);
    const first = dir.chapters[0]?.lessons[0];
    if (first) first.progress = { lesson_id: 11, position_seconds: 0, completed: true, updated_at: "" };
    expect(lessonToOpen(dir, 0)?.lesson_id).toBe(12);
    expect(completion(dir)).toEqual({ done: 1, total: 3, percent: 33 });
  });
});
