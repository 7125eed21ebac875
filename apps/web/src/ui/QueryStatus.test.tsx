import { fireEvent, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "../i18n";
import { renderWidget } from "../test/render";
import { QueryStatus } from "./QueryStatus";

const query = (state: Partial<{ isPending: boolean; isError: boolean; error: unknown }> = {}) => ({
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...state,
});

describe("QueryStatus", () => {
  beforeAll(async () => {
    await initI18n("en");
  });

  it("shows busy skeleton rows while loading", () => {
    renderWidget(<QueryStatus query={query({ isPending: true })}>data</QueryStatus>);
    expect(screen.getByLabelText("Loading…").getAttribute("aria-busy")).toBe("true");
    expect(screen.queryByText("data")).toBeNull();
  });

  it("shows the failure with a retry button", () => {
    const failed = query({ isError: true, error: new Error("Server error") });
    renderWidget(<QueryStatus query={failed}>data</QueryStatus>);
    expect(screen.getByRole("alert").textContent).toContain("Could not load: Server error");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it("says when there is nothing, in its own words or the default ones", () => {
    const { unmount } = renderWidget(<QueryStatus query={query()} empty emptyText="No articles yet" />);
    expect(screen.getByText("No articles yet")).toBeTruthy();
    unmount();
    renderWidget(<QueryStatus query={query()} empty />);
    expect(screen.getByText("Nothing here yet")).toBeTruthy();
  });

  it("shows its children once there is data", () => {
    renderWidget(<QueryStatus query={query()}>data</QueryStatus>);
    expect(screen.getByText("data")).toBeTruthy();
  });
});
