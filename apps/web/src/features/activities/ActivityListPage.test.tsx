import type { ActivitySummary } from "@icms/protocol";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { ActivityListPage } = await import("./ActivityListPage");

const summary = (id: number, changes: Partial<ActivitySummary> = {}): ActivitySummary => ({
  activity_id: id,
  kind: "meetup",
  lang: "en",
  title: `Activity ${id}`,
  abstract: "",
  cover_url: "",
  place: "Lisbon",
  online_url: "",
  starts_at: "2099-06-15T10:00:00Z",
  ends_at: "2099-06-15T12:00:00Z",
  signup_deadline: "2099-06-14T10:00:00Z",
  capacity: 10,
  signed_count: 10,
  waiting_count: 3,
  places_left: 0,
  signup_open: true,
  phase: "upcoming",
  ...changes,
});

describe("ActivityListPage", () => {
  beforeEach(() => {
    queryClient.clear();
    gateway.answer({
      activity_list: (input) =>
        paged(
          input.date === "2099-06-15"
            ? [summary(1)]
            : [summary(1), summary(2, { kind: "investment", title: "Seed roadshow", places_left: 4 })],
        ),
      activity_calendar: () => ({ month: "2099-06", days: [{ date: "2099-06-15", count: 1 }] }),
    });
  });

  it("marks the days with activities, and filters the list to a day when one is clicked", {
    timeout: 20_000,
  }, async () => {
    await renderWithApp(<ActivityListPage />, "/appcms/activity_list?month=2099-06");
    expect(await screen.findByRole("link", { name: "Seed roadshow" })).toBeTruthy();
    // An investment activity opens on its own page.
    expect(screen.getByRole("link", { name: "Seed roadshow" }).getAttribute("href")).toBe(
      "/appcms/investment_detail?activity_id=2",
    );
    expect(screen.getByText("Full · 3 waiting")).toBeTruthy();
    expect(gateway.inputs("activity_calendar")[0]).toMatchObject({ month: "2099-06", lang: "en" });

    fireEvent.click(await screen.findByRole("button", { name: "2099-06-15: 1 activities" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Seed roadshow" })).toBeNull());
    expect(gateway.inputs("activity_list").at(-1)).toMatchObject({ date: "2099-06-15", lang: "en" });
    expect(screen.getByText("On 2099-06-15")).toBeTruthy();
  });

  it("filters by kind", async () => {
    await renderWithApp(<ActivityListPage />, "/appcms/activity_list?month=2099-06");
    await screen.findByRole("link", { name: "Seed roadshow" });
    fireEvent.click(screen.getByText("Hackathon"));
    await waitFor(() => expect(gateway.inputs("activity_list").at(-1)).toMatchObject({ kind: "hackathon" }));
  });
});
