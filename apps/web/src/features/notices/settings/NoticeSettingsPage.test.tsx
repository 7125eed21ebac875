import type { NoticeEmail, NoticePreference } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { fakeGateway } from "../../../test/fake-gateway";
import { renderRoutes } from "../../../test/render";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({
  callGateway: (...args: [never, never]) => gateway.call(...args),
  withSession: <T,>(send: () => Promise<T>) => send(),
}));
const { NoticeSettingsPage } = await import("./NoticeSettingsPage");

const PREFS: NoticePreference[] = [
  { kind: "comment", app: "everyone", email: "digest" },
  { kind: "like", app: "following", email: "off" },
];
const NO_EMAIL: NoticeEmail = { email: null, confirmed: false, digest_hour: 8 };
const MUTED = { type: "article" as const, id: 7, title: "Staking explained", created_at: new Date().toISOString() };

const open = (url = "/ucenter/notice_settings") =>
  renderRoutes([{ path: "/ucenter/notice_settings", element: <NoticeSettingsPage /> }], url);

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByLabelText(label, { selector: "input" }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

describe("the message settings page", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "token-1");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
  });
  afterEach(() => act(() => notifications.clean()));

  it("saves a kind's row when its in-app audience or e-mail mode changes", async () => {
    gateway.answer({
      notice_prefs: () => PREFS,
      notice_prefs_set: (row) => PREFS.map((old) => (old.kind === row.kind ? row : old)),
      notice_email: () => NO_EMAIL,
      notice_mutes: () => [],
    });
    await open();
    const likes = await screen.findByTestId("pref-like");
    expect(within(likes).getByText("Likes")).toBeTruthy();
    expect((screen.getByLabelText("Likes: In the app", { selector: "input" }) as HTMLInputElement).value).toBe(
      "People I follow",
    );
    await choose("Likes: In the app", "Nobody");
    await waitFor(() =>
      expect(gateway.inputs("notice_prefs_set")).toEqual([{ kind: "like", app: "nobody", email: "off" }]),
    );
    await waitFor(() =>
      expect((screen.getByLabelText("Likes: In the app", { selector: "input" }) as HTMLInputElement).value).toBe(
        "Nobody",
      ),
    );
    await choose("Comments on my content: E-mail", "At once");
    await waitFor(() =>
      expect(gateway.inputs("notice_prefs_set").at(-1)).toEqual({ kind: "comment", app: "everyone", email: "instant" }),
    );
  });

  it("sets the address, which waits for its link, refuses a malformed one, and removes it", async () => {
    let email = NO_EMAIL;
    gateway.answer({
      notice_prefs: () => PREFS,
      notice_email: () => email,
      notice_email_set: (input) => {
        email = { email: input.email || null, confirmed: false, digest_hour: Number(input.digest_hour) };
        return email;
      },
      notice_mutes: () => [],
    });
    await open();
    expect(await screen.findByText(/No address yet/)).toBeTruthy();
    const address = screen.getByRole("textbox", { name: "E-mail address" });
    fireEvent.change(address, { target: { value: "not an address" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a valid e-mail address")).toBeTruthy();
    expect(gateway.inputs("notice_email_set")).toEqual([]);

    fireEvent.change(screen.getByRole("textbox", { name: "E-mail address" }), {
      target: { value: "alice@example.com" },
    });
    await choose("Digest sent at (UTC)", "18:00 UTC");
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/Check your inbox/)).toBeTruthy();
    expect(gateway.inputs("notice_email_set")).toEqual([{ email: "alice@example.com", digest_hour: 18 }]);

    fireEvent.click(screen.getByRole("button", { name: "Remove address" }));
    expect(await screen.findByText(/No address yet/)).toBeTruthy();
    expect(gateway.inputs("notice_email_set").at(-1)).toEqual({ email: "", digest_hour: 18 });
  });

  it("shows a confirmed address, and the result of a confirmation link", async () => {
    gateway.answer({
      notice_prefs: () => PREFS,
      notice_email: () => ({ email: "alice@example.com", confirmed: true, digest_hour: 8 }),
      notice_mutes: () => [],
    });
    await open("/ucenter/notice_settings?email=confirmed");
    expect(await screen.findByText("Confirmed")).toBeTruthy();
    expect(screen.getByText("Your address is confirmed.")).toBeTruthy();
  });

  it("lists the muted threads and planets, and unmutes one", async () => {
    gateway.answer({
      notice_prefs: () => PREFS,
      notice_email: () => NO_EMAIL,
      notice_mutes: () => [MUTED],
      notice_mute: () => [],
    });
    await open();
    expect(await screen.findByText("Staking explained")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Unmute: Staking explained" }));
    expect(await screen.findByText("Nothing is muted.")).toBeTruthy();
    expect(gateway.inputs("notice_mute")).toEqual([{ type: "article", id: 7, muted: false }]);
  });
});
