import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../i18n";
import { renderWidget } from "../test/render";
import { InfiniteList } from "./InfiniteList";

/** Puts the viewport `gap` px above the bottom of a 2000 px document. */
function scrollTo(gap: number) {
  vi.spyOn(document.documentElement, "scrollHeight", "get").mockReturnValue(2000);
  Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
  Object.defineProperty(window, "scrollY", { value: 2000 - 800 - gap, configurable: true });
  fireEvent.scroll(window);
}

describe("InfiniteList", () => {
  beforeAll(async () => {
    await initI18n("en");
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const mount = (props: Partial<Parameters<typeof InfiniteList>[0]> = {}) => {
    const onLoadMore = vi.fn();
    renderWidget(
      <InfiniteList hasMore loading={false} onLoadMore={onLoadMore} {...props}>
        <p>item</p>
      </InfiniteList>,
    );
    return onLoadMore;
  };

  it("asks for the next page 400 ms after scrolling within 25 px of the bottom", () => {
    const onLoadMore = mount();
    scrollTo(20);
    act(() => vi.advanceTimersByTime(399));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("waits until scrolling stops: each scroll restarts the 400 ms", () => {
    const onLoadMore = mount();
    scrollTo(10);
    act(() => vi.advanceTimersByTime(300));
    scrollTo(5);
    act(() => vi.advanceTimersByTime(300));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("does nothing further than 25 px from the bottom", () => {
    const far = mount();
    scrollTo(26);
    act(() => vi.advanceTimersByTime(500));
    expect(far).not.toHaveBeenCalled();
  });

  it("does not ask again while a page is loading", () => {
    const onLoadMore = mount({ loading: true });
    scrollTo(0);
    act(() => vi.advanceTimersByTime(500));
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Loading more…")).toBeTruthy();
  });

  it("says there is no more data when the last page is in", () => {
    const onLoadMore = mount({ hasMore: false });
    scrollTo(0);
    act(() => vi.advanceTimersByTime(500));
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getByText("No more data")).toBeTruthy();
  });

  it("offers a Load more button that does the same", () => {
    const onLoadMore = mount();
    act(() => fireEvent.click(screen.getByRole("button", { name: "Load more" })));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
