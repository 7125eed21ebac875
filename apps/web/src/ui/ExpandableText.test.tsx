import { UI } from "@icms/protocol";
import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";
import { ExpandableText } from "./ExpandableText";

/** jsdom lays nothing out: pretend every element is `height` px tall. */
function contentHeight(height: number) {
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(height);
}

describe("ExpandableText", () => {
  afterEach(() => vi.restoreAllMocks());

  it("collapses text taller than three lines (88.8 px) and expands it on request", async () => {
    contentHeight(300);
    await renderWithApp(<ExpandableText>{"A long text. ".repeat(50)}</ExpandableText>);
    const toggle = await screen.findByRole("button", { name: "Show more" });
    const body = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(body?.style.maxHeight).toBe(`${UI.collapsedTextHeightPx}px`);
    expect(body?.style.transition).toBe(`max-height ${UI.collapseAnimationMs}ms ease`);
    act(() => fireEvent.click(toggle));
    expect(screen.getByRole("button", { name: "Show less" }).getAttribute("aria-expanded")).toBe("true");
    expect(body?.style.maxHeight).toBe("300px");
    act(() => fireEvent.click(screen.getByRole("button", { name: "Show less" })));
    expect(body?.style.maxHeight).toBe("88.8px");
  });

  it("shows short text whole, without a toggle", async () => {
    contentHeight(40);
    await renderWithApp(<ExpandableText>Short.</ExpandableText>);
    await screen.findByText("Short.");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("keeps the video and attachments slots visible while collapsed", async () => {
    contentHeight(500);
    await renderWithApp(
      <ExpandableText video={<p>the player</p>} attachments={<a href="/uploads/a.pdf">a.pdf</a>}>
        {"Text ".repeat(200)}
      </ExpandableText>,
    );
    await screen.findByRole("button", { name: "Show more" });
    expect(screen.getByText("the player")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Attachments" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "a.pdf" })).toBeTruthy();
  });
});
