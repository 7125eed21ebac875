import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render";
import { relativeTime, toDate } from "./relative-time";
import { RelativeTime } from "./RelativeTime";

const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const ago = (seconds: number) => new Date(NOW - seconds * 1000);

describe("relativeTime", () => {
  it("uses the largest unit from years down to seconds", () => {
    expect(relativeTime(ago(2 * 365 * 86400), "en", NOW)).toBe("2 years ago");
    expect(relativeTime(ago(3 * 30 * 86400), "en", NOW)).toBe("3 months ago");
    expect(relativeTime(ago(14 * 86400), "en", NOW)).toBe("2 weeks ago");
    expect(relativeTime(ago(3 * 86400), "en", NOW)).toBe("3 days ago");
    expect(relativeTime(ago(5 * 3600), "en", NOW)).toBe("5 hours ago");
    expect(relativeTime(ago(10 * 60), "en", NOW)).toBe("10 minutes ago");
    expect(relativeTime(ago(30), "en", NOW)).toBe("30 seconds ago");
    expect(relativeTime(ago(0), "en", NOW)).toBe("now");
  });
  it("speaks Chinese and Russian", () => {
    expect(relativeTime(ago(5 * 3600), "zh", NOW)).toBe("5小时前");
    expect(relativeTime(ago(3 * 86400), "zh", NOW)).toBe("3天前");
    expect(relativeTime(ago(5 * 3600), "ru", NOW)).toBe("5 часов назад");
    expect(relativeTime(ago(2 * 365 * 86400), "ru", NOW)).toBe("2 года назад");
  });
  it("reads ISO text and Unix seconds or milliseconds", () => {
    expect(toDate("2024-06-15T11:00:00Z").getTime()).toBe(NOW - 3600_000);
    expect(toDate(NOW / 1000).getTime()).toBe(NOW);
    expect(toDate(String(NOW)).getTime()).toBe(NOW);
    expect(relativeTime("not a date", "en", NOW)).toBe("");
  });
  it("says future times forward", () => {
    expect(relativeTime(new Date(NOW + 2 * 3600_000), "en", NOW)).toBe("in 2 hours");
  });
});

describe("RelativeTime", () => {
  it("renders a <time> with the ISO value and a tooltip", async () => {
    const value = new Date(Date.now() - 3 * 3600_000);
    await renderWithApp(<RelativeTime value={value.toISOString()} />);
    const node = await screen.findByText("3 hours ago");
    expect(node.tagName).toBe("TIME");
    expect(node.getAttribute("datetime")).toBe(value.toISOString());
    expect(node.getAttribute("title")).toBeTruthy();
  });
});
