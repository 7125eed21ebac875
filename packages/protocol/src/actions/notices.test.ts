import { describe, expect, it } from "vitest";
import { NOTICE_KINDS, NOTICE_TABS, notices } from "./notices.js";

describe("notice_msrv inputs", () => {
  it("reads a yes or no from JSON or text, never taking the text false for true", () => {
    const read = notices.notice_msrv.notice_read.input;
    expect(read.parse({ id: 3, read: "false" }).read).toBe(false);
    expect(read.parse({ id: 3, read: "0" }).read).toBe(false);
    expect(read.parse({ id: 3, read: false }).read).toBe(false);
    expect(read.parse({ id: 3 }).read).toBe(true);
    expect(read.safeParse({ id: 3, read: "perhaps" }).success).toBe(false);
    expect(notices.notice_msrv.notice_mute.input.parse({ type: "planet", id: 1, muted: "false" }).muted).toBe(false);
  });

  it("puts every kind in exactly one tab besides all", () => {
    const { all, ...tabs } = NOTICE_TABS;
    const placed = Object.values(tabs).flat();
    expect([...placed].sort()).toEqual([...NOTICE_KINDS].sort());
    expect(all).toEqual(NOTICE_KINDS);
  });
});
