import type { DeveloperApp, DeveloperConfig } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { resyncSession } from "../../session/session-store";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { DeveloperPage } = await import("./DeveloperPage");

const NOW = Math.floor(Date.now() / 1000);
const KEY = "icms_0123456789ab_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

const config: DeveloperConfig = {
  groups: [
    {
      group: "user_msrv",
      scopes: [
        { scope: "user_msrv/userinfo", kind: "own" },
        { scope: "user_msrv/latest_reg_user", kind: "public" },
      ],
    },
    { group: "appcms_msrv", scopes: [{ scope: "appcms_msrv/information_list", kind: "public" }] },
  ],
  quota_minute_max: 600,
  quota_day_max: 100_000,
  expiry_days_max: 365,
  apps_max: 20,
  auth_header: "Authorization",
  auth_scheme: "Bearer",
};

function app(id: number, changes: Partial<DeveloperApp> = {}): DeveloperApp {
  return {
    app_id: id,
    name: `Bot ${id}`,
    description: "",
    scopes: ["user_msrv/userinfo"],
    key_prefix: "icms_0123456789ab",
    expires_at: NOW + 30 * 86_400,
    quota_minute: 60,
    quota_day: 1000,
    last_used_at: null,
    created_at: NOW - 86_400,
    revoked_at: null,
    state: "active",
    ...changes,
  };
}

describe("DeveloperPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    resyncSession();
    gateway.answer({
      developer_open_config: () => config,
      developer_open_list: () =>
        paged([app(2, { last_used_at: NOW - 120 }), app(1, { state: "revoked", revoked_at: NOW })]),
      developer_open_save: (input) => ({ app: app(7, { name: input.name, scopes: input.scopes }), key: KEY }),
      developer_open_revoke: (input) => app(Number(input.app_id), { state: "revoked", revoked_at: NOW }),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("lists the apps with their state, key prefix and last use, and shows how to call and the reference", async () => {
    await renderWithApp(<DeveloperPage />, "/ucenter/developer");
    const cards = await screen.findAllByTestId("developer-app");
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText("Active")).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText(/2 minutes ago/)).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText("Revoked")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText("Never used")).toBeTruthy();
    // A revoked app offers nothing more to do.
    expect(within(cards[1] as HTMLElement).queryByRole("button", { name: "Revoke" })).toBeNull();
    expect(screen.getAllByText(/Key icms_0123456789ab/)).toHaveLength(2);
    expect(await screen.findByText(/\/gwapi\/v1\/user_msrv\/userinfo/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "API reference (OpenAPI)" }).getAttribute("href")).toBe(
      "/gwapi/openapi.json",
    );
  });

  it("checks the form, creates an app and shows its key once", async () => {
    await renderWithApp(<DeveloperPage />, "/ucenter/developer");
    await screen.findAllByTestId("developer-app");
    fireEvent.click(screen.getByRole("button", { name: "Create app" }));
    fireEvent.click(await screen.findByRole("button", { name: "Create and show the key" }));
    expect(await screen.findByText("Enter a name")).toBeTruthy();
    expect(screen.getByText("Choose at least one call")).toBeTruthy();
    expect(gateway.inputs("developer_open_save")).toEqual([]);

    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Exporter" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "appcms_msrv" }));
    fireEvent.click(screen.getByRole("button", { name: "Create and show the key" }));
    await waitFor(() => expect(gateway.inputs("developer_open_save")).toHaveLength(1));
    const sent = gateway.inputs("developer_open_save")[0];
    expect(sent).toMatchObject({ name: "Exporter", scopes: ["appcms_msrv/information_list"], quota_minute: 60 });
    expect(sent?.expires_at).toBeGreaterThan(NOW + 89 * 86_400);
    expect(sent?.expires_at).toBeLessThanOrEqual(NOW + 365 * 86_400);
    expect((await screen.findByTestId("api-key")).textContent).toBe(KEY);
    expect(screen.getByText(/shown only this once/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I have saved it" }));
    await waitFor(() => expect(screen.queryByTestId("api-key")).toBeNull());
  });

  it("revokes a key only after the confirm dialog", async () => {
    await renderWithApp(<DeveloperPage />, "/ucenter/developer");
    const [active] = await screen.findAllByTestId("developer-app");
    fireEvent.click(within(active as HTMLElement).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText(/refused from their next call/)).toBeTruthy();
    expect(gateway.inputs("developer_open_revoke")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText(/refused from their next call/)).toBeNull());
    fireEvent.click(within(active as HTMLElement).getByRole("button", { name: "Revoke" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(gateway.inputs("developer_open_revoke")).toEqual([{ app_id: 2 }]));
    expect(await screen.findByText("Key revoked")).toBeTruthy();
  });

  it("rotates a key after confirming and shows the new one", async () => {
    await renderWithApp(<DeveloperPage />, "/ucenter/developer");
    const [active] = await screen.findAllByTestId("developer-app");
    fireEvent.click(within(active as HTMLElement).getByRole("button", { name: "New key" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "New key" }));
    await waitFor(() => expect(gateway.inputs("developer_open_save")).toHaveLength(1));
    expect(gateway.inputs("developer_open_save")[0]).toMatchObject({ app_id: 2, rotate_key: true, name: "Bot 2" });
    expect((await screen.findByTestId("api-key")).textContent).toBe(KEY);
  });

  it("shows a refusal in the user's language", async () => {
    gateway.answer({
      developer_open_config: () => config,
      developer_open_list: () => paged([app(2)]),
      developer_open_revoke: () => {
        throw Object.assign(new Error("Not found"), { code: 3002 });
      },
    });
    await renderWithApp(<DeveloperPage />, "/ucenter/developer");
    const [active] = await screen.findAllByTestId("developer-app");
    fireEvent.click(within(active as HTMLElement).getByRole("button", { name: "Revoke" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("Not found")).toBeTruthy();
  });

  it("says so when there are no apps", async () => {
    gateway.answer({ developer_open_config: () => config, developer_open_list: () => paged([]) });
    await renderWithApp(<DeveloperPage />, "/ucenter/developer");
    expect(await screen.findByText("You have no apps yet")).toBeTruthy();
  });
});
