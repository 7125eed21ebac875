import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";

// jsdom lacks the browser APIs Mantine measures with.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!("ResizeObserver" in window)) {
  (window as { ResizeObserver?: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
// jsdom lays nothing out; the editor (ProseMirror) asks where the caret is to scroll it into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
for (const proto of [Range.prototype, Text.prototype, Element.prototype] as object[]) {
  Object.assign(proto, { getClientRects: noRects, getBoundingClientRect: () => new DOMRect() });
}
document.elementFromPoint = () => null;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // The same signal another tab's change gives: stores that mirror local storage re-read it.
  window.dispatchEvent(new StorageEvent("storage"));
});
afterEach(() => cleanup());
