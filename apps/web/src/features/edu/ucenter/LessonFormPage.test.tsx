import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { resyncSession } from "../../../session/session-store";
import { fakeGateway } from "../../../test/fake-gateway";
import { renderRoutes } from "../../../test/render";
import { lesson } from "../edu-fixtures";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { LessonFormPage } = await import("./LessonFormPage");

const routes = [
  { path: "/ucenter/courseindex/course_lesson_add", element: <LessonFormPage /> },
  { path: "/ucenter/courseindex/*", element: <p>landed</p> },
];
const chapter = (id: number, name: string) => ({
  chapter_id: id,
  course_id: 5,
  name,
  weight: id,
  lesson_count: 0,
  created_at: "2026-01-01T00:00:00.000Z",
});

describe("LessonFormPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    resyncSession();
    gateway.answer({
      course_chapter_list: () => [chapter(1, "Basics"), chapter(2, "Tokens")],
      course_lesson_detail: () => lesson(12, { name: "Storage", chapter_id: 2, is_free: 1, duration_seconds: 300 }),
      course_attachment_list: () => [],
      course_lesson_save: (input) => ({ ...lesson(Number(input.lesson_id ?? 20)), playable: true }),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("needs a name and a video or a text, and starts in the chapter it was opened from", async () => {
    await renderRoutes(routes, "/ucenter/courseindex/course_lesson_add?course_id=5&chapter_id=2");
    const chapterField = (await screen.findAllByLabelText(/^Chapter/))[0] as HTMLElement;
    await waitFor(() => expect((chapterField as HTMLInputElement).value).toBe("Tokens"));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Required")).toBeTruthy();
    expect(await screen.findByText("Give the lesson a video or some text", {}, { timeout: 8_000 })).toBeTruthy();
    expect(gateway.inputs("course_lesson_save")).toEqual([]);
  });

  it("edits a lesson with its saved fields and sends them back", async () => {
    const { router } = await renderRoutes(routes, "/ucenter/courseindex/course_lesson_add?course_id=5&lesson_id=12");
    const name = await screen.findByRole("textbox", { name: /Lesson name/ });
    expect((name as HTMLInputElement).value).toBe("Storage");
    expect((screen.getByRole("checkbox", { name: /Free lesson/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(name, { target: { value: "Storage slots" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(gateway.inputs("course_lesson_save")).toHaveLength(1));
    expect(gateway.inputs("course_lesson_save")[0]).toEqual({
      course_id: 5,
      lesson_id: 12,
      chapter_id: 2,
      name: "Storage slots",
      tags: "",
      content: "<p>Body of lesson 12</p>",
      video_url: "",
      duration_seconds: 300,
      weight: 12,
      is_free: 1,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/ucenter/courseindex/course_lesson_list"));
  });
});
