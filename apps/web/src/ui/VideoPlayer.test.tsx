import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { initI18n } from "../i18n";
import { renderWidget } from "../test/render";
import { playableUrl, VideoPlayer } from "./VideoPlayer";

describe("VideoPlayer", () => {
  beforeAll(async () => {
    await initI18n("en");
  });

  it("says the article has no video when there is no link", () => {
    renderWidget(<VideoPlayer src="" title="Intro" />);
    expect(screen.getByRole("status").textContent).toBe("This article has no video");
  });

  it("says the link is invalid for a link it cannot use", () => {
    renderWidget(<VideoPlayer src="javascript:alert(1)" title="Intro" />);
    expect(screen.getByRole("alert").textContent).toBe("Video link invalid, cannot play");
  });

  it("plays an uploaded file, and reports a load failure as an invalid link", () => {
    renderWidget(<VideoPlayer src="/uploads/2024/clip.mp4" title="Intro" />);
    const video = screen.getByLabelText("Intro") as HTMLVideoElement;
    expect(video.tagName).toBe("VIDEO");
    expect(video.getAttribute("src")).toBe("/uploads/2024/clip.mp4");
    expect(video.controls).toBe(true);
    fireEvent.error(video);
    expect(screen.getByRole("alert").textContent).toBe("Video link invalid, cannot play");
  });

  it("accepts uploads and http(s) links only", () => {
    expect(playableUrl("https://cdn.example.org/a.mp4")).toBe(true);
    expect(playableUrl("/uploads/a.mp4")).toBe(true);
    expect(playableUrl("/media/lesson/12.mp4?u=3&exp=1795770000&sig=abc")).toBe(true);
    expect(playableUrl("//evil.example/a.mp4")).toBe(false);
    expect(playableUrl("ftp://x/a.mp4")).toBe(false);
    expect(playableUrl("data:video/mp4;base64,AAAA")).toBe(false);
    expect(playableUrl(null)).toBe(false);
  });
});
