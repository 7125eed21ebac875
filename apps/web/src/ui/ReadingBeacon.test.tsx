import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeGateway } from "../test/fake-gateway";
import { renderWithApp } from "../test/render";

const gateway = fakeGateway();
vi.mock("../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { ReadingBeacon, READ_AFTER_MS } = await import("./ReadingBeacon");

/** An IntersectionObserver the test drives: `show(element)` reports it in sight. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
function show(target: Element, top = 10) {
  for (const observer of observers.filter((o) => o.targets.includes(target)))
    observer.callback(
      [{ target, isIntersecting: top >= 0, boundingClientRect: { top } } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
}

describe("ReadingBeacon", () => {
  beforeEach(() => {
    observers.length = 0;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        entry: { callback: IntersectionObserverCallback; targets: Element[] };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback, targets: [] };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.targets.push(target);
        }
        disconnect() {
          this.entry.targets = [];
        }
      },
    );
    gateway.answer({ datacentre_view: () => ({ accepted: true }), datacentre_read: () => ({ accepted: true }) });
  });
  afterEach(() => {
    window.history.replaceState(null, "", "/");
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reports one view on opening, with the forward credit, and one read past the end after a few seconds", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    window.history.replaceState(null, "", "/appcms/spacex_article_detail?article_id=7&is_forward=1&forward_uid=5");
    await renderWithApp(<ReadingBeacon kind="article" id={7} />);
    const marker = document.querySelector("[data-reading-beacon]") as Element;
    expect(gateway.inputs("datacentre_view")).toHaveLength(1);
    expect(gateway.inputs("datacentre_view")[0]).toMatchObject({
      kind: "article",
      id: 7,
      is_forward: 1,
      forward_uid: 5,
    });
    expect(gateway.inputs("datacentre_view")[0]?.visitor_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    act(() => show(marker));
    expect(gateway.inputs("datacentre_read")).toEqual([]);
    act(() => vi.advanceTimersByTime(READ_AFTER_MS));
    expect(gateway.inputs("datacentre_read")).toEqual([expect.objectContaining({ kind: "article", id: 7 })]);
    act(() => show(marker));
    act(() => vi.advanceTimersByTime(READ_AFTER_MS));
    expect(gateway.inputs("datacentre_read")).toHaveLength(1);
    expect(gateway.inputs("datacentre_view")).toHaveLength(1);
  });

  it("sends no visitor id for a signed-in reader, and nothing for a piece not known yet", async () => {
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
    await renderWithApp(
      <>
        <ReadingBeacon kind="wiki" id={4} />
        <ReadingBeacon kind="course" id={null} />
      </>,
    );
    expect(gateway.inputs("datacentre_view")).toEqual([expect.objectContaining({ kind: "wiki", id: 4 })]);
    expect(gateway.inputs("datacentre_view")[0]?.visitor_id).toBeUndefined();
  });

  it("in a feed, reports the view when the text comes into sight, and no read while it is collapsed", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    await renderWithApp(
      <div data-collapsed="true">
        <div data-testid="body">
          <ReadingBeacon kind="topic" id={11} viewWhen="seen" />
        </div>
      </div>,
    );
    const marker = document.querySelector("[data-reading-beacon]") as Element;
    expect(gateway.inputs("datacentre_view")).toEqual([]);
    act(() => show(screen.getByTestId("body")));
    expect(gateway.inputs("datacentre_view")).toEqual([expect.objectContaining({ kind: "topic", id: 11 })]);
    act(() => show(marker));
    act(() => vi.advanceTimersByTime(READ_AFTER_MS));
    expect(gateway.inputs("datacentre_read")).toEqual([]);
    act(() => marker.closest("[data-collapsed]")?.removeAttribute("data-collapsed"));
    act(() => show(marker));
    act(() => vi.advanceTimersByTime(READ_AFTER_MS));
    expect(gateway.inputs("datacentre_read")).toEqual([expect.objectContaining({ kind: "topic", id: 11 })]);
  });

  it("drops a beacon the gateway refuses without troubling the reader", async () => {
    gateway.answer({});
    await renderWithApp(<ReadingBeacon kind="video" id={2} />);
    expect(gateway.call).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
