import type { ActivityDetail, MySignup } from "@icms/protocol";
import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { AUTHOR, fakeGateway } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { ActivityItemPage } = await import("./ActivityItemPage");

const URL = "/appcms/activity_item?activity_id=7";
const DAY = 86_400_000;

function activity(changes: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    activity_id: 7,
    kind: "meetup",
    lang: "en",
    title: "Rollup builders meetup",
    abstract: "Talks and drinks",
    cover_url: "",
    place: "Lisbon",
    online_url: "",
    starts_at: new Date(Date.now() + 2 * DAY).toISOString(),
    ends_at: new Date(Date.now() + 2 * DAY + 7_200_000).toISOString(),
    signup_deadline: new Date(Date.now() + DAY).toISOString(),
    capacity: 2,
    signed_count: 1,
    waiting_count: 0,
    places_left: 1,
    signup_open: true,
    phase: "upcoming",
    content: "<p>Three <b>talks</b></p>",
    author: AUTHOR,
    my_signup: null,
    can_edit: false,
    ...changes,
  };
}

const signup = (changes: Partial<MySignup> = {}): MySignup => ({
  signup_id: 1,
  activity_id: 7,
  state: "signed",
  position: 0,
  name: "Ana",
  contact: "+351 1",
  email: "ana@example.org",
  note: "",
  created_at: new Date().toISOString(),
  promoted_at: null,
  ...changes,
});

function signIn() {
  localStorage.setItem("AccessToken", "a");
  localStorage.setItem("uid", "9");
  window.dispatchEvent(new StorageEvent("storage"));
}

async function fillForm(email = "ana@example.org") {
  fireEvent.click(await screen.findByRole("button", { name: "Sign up" }));
  fireEvent.change(await screen.findByRole("textbox", { name: "Name" }), { target: { value: "Ana" } });
  fireEvent.change(screen.getByRole("textbox", { name: /^Contact/ }), { target: { value: "+351 1" } });
  fireEvent.change(screen.getByRole("textbox", { name: "E-mail" }), { target: { value: email } });
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
}

describe("ActivityItemPage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.clear();
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows the activity with its places and cleaned body", async () => {
    gateway.answer({ activity_detail: () => activity() });
    await renderWithApp(<ActivityItemPage />, URL);
    expect(await screen.findByRole("heading", { level: 1, name: "Rollup builders meetup" })).toBeTruthy();
    expect(screen.getByText("1 places left")).toBeTruthy();
    expect(screen.getByText("talks").tagName).toBe("B");
    expect(gateway.inputs("activity_detail")).toEqual([{ activity_id: 7 }]);
  });

  it("checks the e-mail before sending, then confirms and signs up", { timeout: 20_000 }, async () => {
    signIn();
    let mine: MySignup | null = null;
    gateway.answer({
      activity_detail: () => activity({ my_signup: mine }),
      activity_merchant_signup: () => {
        mine = signup();
        return mine;
      },
    });
    await renderWithApp(<ActivityItemPage />, URL);
    await fillForm("ana@");
    expect(await screen.findByText("E-mail format is incorrect")).toBeTruthy();
    expect(gateway.inputs("activity_merchant_signup")).toEqual([]);

    fireEvent.change(screen.getByRole("textbox", { name: "E-mail" }), { target: { value: "ana@example.org" } });
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    fireEvent.click(await screen.findByRole("button", { name: "Confirm signup" }));
    await waitFor(() =>
      expect(gateway.inputs("activity_merchant_signup")).toEqual([
        { activity_id: 7, name: "Ana", contact: "+351 1", email: "ana@example.org", note: "" },
      ]),
    );
    expect(await screen.findByText("You are signed up")).toBeTruthy();
  });

  it("shows a waiting position, and cancels after a confirmation", { timeout: 20_000 }, async () => {
    signIn();
    let mine: MySignup = signup({ state: "waiting", position: 2 });
    gateway.answer({
      activity_detail: () => activity({ places_left: 0, signed_count: 2, waiting_count: 2, my_signup: mine }),
      activity_signup_cancel: () => {
        mine = signup({ state: "cancelled" });
        return mine;
      },
    });
    await renderWithApp(<ActivityItemPage />, URL);
    expect(await screen.findByText(/You are number 2 in line/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel my signup" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel signup" }));
    expect(await screen.findByText("Cancelled")).toBeTruthy();
    expect(gateway.inputs("activity_signup_cancel")).toEqual([{ activity_id: 7 }]);
  });

  it("shows the gateway's refusal as an error", { timeout: 20_000 }, async () => {
    signIn();
    gateway.answer({
      activity_detail: () => activity(),
      activity_merchant_signup: () => {
        throw new GatewayCallError("You have already signed up for this activity", Code.AlreadySignedUp, 200);
      },
    });
    await renderWithApp(<ActivityItemPage />, URL);
    await fillForm();
    fireEvent.click(await screen.findByRole("button", { name: "Confirm signup" }));
    expect(await screen.findByText("You have already signed up for this activity")).toBeTruthy();
  });
});
