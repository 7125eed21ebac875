import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../i18n";
import { renderWidget } from "../test/render";
import { PullToRefresh } from "./PullToRefresh";

const touches = (y: number) => ({ touches: [{ clientY: y }] });

function mount() {
  const onRefresh = vi.fn();
  renderWidget(
    <PullToRefresh onRefresh={onRefresh}>
      <p>content</p>
    </PullToRefresh>,
  );
  const area = screen.getByText("content").parentElement as HTMLElement;
  return { onRefresh, area };
}

describe("PullToRefresh", () => {
  beforeAll(async () => {
    await initI18n("en");
  });
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it("says pull, then release to update once past 50 px", () => {
    const { area } = mount();
    fireEvent.touchStart(area, touches(100));
    fireEvent.touchMove(area, touches(140));
    expect(screen.getByText("Pull down to refresh")).toBeTruthy();
    fireEvent.touchMove(area, touches(151));
    expect(screen.getByText("Release to update")).toBeTruthy();
  });

  it("on release past 50 px shows refreshing and refreshes after 1.5 s", async () => {
    const { area, onRefresh } = mount();
    fireEvent.touchStart(area, touches(0));
    fireEvent.touchMove(area, touches(80));
    fireEvent.touchEnd(area);
    expect(screen.getByText("Refreshing…")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1499));
    expect(onRefresh).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Refreshing…")).toBeNull();
  });

  it("a short pull springs back without refreshing", () => {
    const { area, onRefresh } = mount();
    fireEvent.touchStart(area, touches(0));
    fireEvent.touchMove(area, touches(50));
    fireEvent.touchEnd(area);
    act(() => vi.advanceTimersByTime(3000));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText("Pull down to refresh")).toBeNull();
  });

  it("ignores pulls that start below the top of the page", () => {
    Object.defineProperty(window, "scrollY", { value: 300, configurable: true });
    const { area, onRefresh } = mount();
    fireEvent.touchStart(area, touches(0));
    fireEvent.touchMove(area, touches(200));
    fireEvent.touchEnd(area);
    act(() => vi.advanceTimersByTime(3000));
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.queryByText("Release to update")).toBeNull();
  });
});
