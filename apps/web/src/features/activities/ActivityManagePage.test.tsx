import type { ActivitySignupRow, ActivitySummary } from "@icms/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { AUTHOR, fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { ActivityManagePage } = await import("./ActivityManagePage");
const { ActivitySignupsPage } = await import("./ActivitySignupsPage");

const activity: ActivitySummary = {
  activity_id: 4,
  kind: "hackathon",
  lang: "ru",
  title: "Tooling hackathon",
  abstract: "",
  cover_url: "",
  place: "Berlin",
  online_url: "",
  starts_at: "2099-06-15T10:00:00Z",
  ends_at: "2099-06-17T10:00:00Z",
  signup_deadline: "2099-06-10T10:00:00Z",
  capacity: 1,
  signed_count: 1,
  waiting_count: 1,
  places_left: 0,
  signup_open: true,
  phase: "upcoming",
};

const row = (id: number, state: ActivitySignupRow["state"], position: number): ActivitySignupRow => ({
  signup_id: id,
  activity_id: 4,
  state,
  position,
  name: `Member ${id}`,
  contact: `@member${id}`,
  email: `member${id}@example.org`,
  note: "",
  created_at: "2099-06-01T10:00:00Z",
  promoted_at: null,
  user: AUTHOR,
});

describe("operators' activity screens", () => {
  beforeEach(() => {
    queryClient.clear();
  });

  it("lists activities in every language and deletes one after a confirmation", { timeout: 20_000 }, async () => {
    let deleted = false;
    gateway.answer({
      activity_list: () => paged(deleted ? [] : [activity]),
      activity_delete: () => {
        deleted = true;
        return { activity_id: 4 };
      },
    });
    await renderWithApp(<ActivityManagePage />, "/ucenter/activityindex/activity_list");
    expect(await screen.findByRole("link", { name: "Tooling hackathon" })).toBeTruthy();
    expect(gateway.inputs("activity_list")[0]).not.toHaveProperty("lang");
    expect(screen.getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/ucenter/activityindex/activity_form?activity_id=4",
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(gateway.inputs("activity_delete")).toEqual([]);
    const dialog = await screen.findByRole("dialog", { name: "Delete this activity?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(gateway.inputs("activity_delete")).toEqual([{ activity_id: 4 }]));
    expect(await screen.findByText("No activities here yet.")).toBeTruthy();
  });

  it("shows the signups in signup order with the waitlist position", { timeout: 20_000 }, async () => {
    gateway.answer({
      activity_detail: () => ({ ...activity, content: "", author: AUTHOR, my_signup: null, can_edit: true }),
      activity_signup_list: () => paged([row(1, "signed", 0), row(2, "waiting", 1)]),
    });
    await renderWithApp(<ActivitySignupsPage />, "/ucenter/activityindex/activity_signups?activity_id=4");
    expect(await screen.findByText("member2@example.org")).toBeTruthy();
    expect(screen.getByText("Waiting · 1")).toBeTruthy();
    expect(screen.getByText("Signed up")).toBeTruthy();
    expect(gateway.inputs("activity_signup_list")[0]).toMatchObject({ activity_id: 4, page: 1 });
  });
});
