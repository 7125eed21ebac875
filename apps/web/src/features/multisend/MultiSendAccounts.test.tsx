import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import { account, NETWORKS } from "./multisend-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { MultiSendPage } = await import("./MultiSendPage");

const card = (name: string) => screen.getByRole("region", { name });

describe("MultiSendPage: connected accounts", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
  });
  afterEach(() => act(() => notifications.clean()));

  it("with no account yet, explains and shows each network's form with exactly its fields", async () => {
    gateway.answer({
      multisend_network_list: () => NETWORKS,
      multisend_account_list: () => [],
      multisend_post_list: () => paged([]),
      multisend_notice_list: () => [],
      my_article_list: () => paged([]),
    });
    await renderWithApp(<MultiSendPage />);
    expect(await screen.findByTestId("multisend-no-accounts")).toBeTruthy();
    const telegram = await screen.findByRole("form", { name: "Credentials for Telegram" });
    expect(
      within(telegram)
        .getAllByRole("textbox")
        .map((box) => box.getAttribute("id")?.split("-").pop()),
    ).toEqual([expect.any(String), "chat_id"]);
    expect((within(telegram).getByLabelText(/Bot token/) as HTMLInputElement).type).toBe("password");
    expect(within(card("X")).getByText("Not connected")).toBeTruthy();
    expect(screen.getByText("Connect an account above to send to it.")).toBeTruthy();
  });

  it("refuses an incomplete form without a call, then connects with the values typed", async () => {
    gateway.answer({
      multisend_network_list: () => NETWORKS,
      multisend_account_list: () => [],
      multisend_post_list: () => paged([]),
      multisend_notice_list: () => [],
      my_article_list: () => paged([]),
      multisend_account_save: (input) =>
        account(5, { credentials: { ...input.credentials, access_token: "••••9876" } }),
    });
    await renderWithApp(<MultiSendPage />);
    const form = await screen.findByRole("form", { name: "Credentials for Mastodon" });
    fireEvent.change(within(form).getByLabelText(/Instance URL/), { target: { value: "https://social.example" } });
    fireEvent.click(within(form).getByRole("button", { name: "Connect" }));
    expect(await within(form).findByText("Required")).toBeTruthy();
    expect(gateway.inputs("multisend_account_save")).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/Access token/), { target: { value: "secret-token-9876" } });
    fireEvent.click(within(form).getByRole("button", { name: "Connect" }));
    await waitFor(() =>
      expect(gateway.inputs("multisend_account_save")).toEqual([
        {
          network: "mastodon",
          label: "",
          credentials: { instance_url: "https://social.example", access_token: "secret-token-9876" },
        },
      ]),
    );
  });

  it("shows a stored account masked, and an edit keeps a blank secret out of the save", async () => {
    const stored = account(9, { label: "Main", remote_name: "@alice@social.example" });
    gateway.answer({
      multisend_network_list: () => NETWORKS,
      multisend_account_list: () => [stored],
      multisend_post_list: () => paged([]),
      multisend_notice_list: () => [],
      my_article_list: () => paged([]),
      multisend_account_save: () => stored,
    });
    const { container } = await renderWithApp(<MultiSendPage />);
    const mastodon = await screen.findByRole("region", { name: "Mastodon" });
    expect(within(mastodon).getByText("Connected")).toBeTruthy();
    expect(within(mastodon).getByText("••••abcd")).toBeTruthy();
    expect(within(mastodon).queryByRole("form")).toBeNull();

    fireEvent.click(within(mastodon).getByRole("button", { name: "Edit Main" }));
    const form = within(mastodon).getByRole("form", { name: "Credentials for Mastodon" });
    const secret = within(form).getByLabelText(/Access token/) as HTMLInputElement;
    expect(secret.value).toBe("");
    expect(secret.type).toBe("password");
    expect(within(form).getByText(/Stored as ••••abcd/)).toBeTruthy();
    // No input holds the masked value: saving it back would replace the secret with dots.
    expect([...container.querySelectorAll("input")].some((input) => input.value.includes("••••"))).toBe(false);
    fireEvent.change(within(form).getByLabelText(/^Label/), { target: { value: "Work" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(gateway.inputs("multisend_account_save")).toEqual([
        { account_id: 9, network: "mastodon", label: "Work", credentials: { instance_url: "https://social.example" } },
      ]),
    );
  });

  it("disconnects only after the confirm, and shows an account that needs reconnecting", async () => {
    gateway.answer({
      multisend_network_list: () => NETWORKS,
      multisend_account_list: () => [
        account(9, { label: "Main" }),
        account(4, {
          network: "vk",
          status: "needs_reconnect",
          label: "Wall",
          credentials: { access_token: "••••wxyz", group_id: "123" },
        }),
      ],
      multisend_post_list: () => paged([]),
      multisend_notice_list: () => [],
      my_article_list: () => paged([]),
      multisend_account_del: ({ account_id }) => ({ account_id: Number(account_id) }),
    });
    await renderWithApp(<MultiSendPage />);
    const vk = await screen.findByRole("region", { name: "VK" });
    expect(within(vk).getByText("Needs reconnect")).toBeTruthy();
    expect(within(vk).getByText("The network refuses these credentials: enter new ones and save.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Disconnect Main" }));
    const dialog = await screen.findByRole("dialog", { name: "Disconnect this account?" });
    expect(gateway.inputs("multisend_account_del")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Disconnect" }));
    await waitFor(() => expect(gateway.inputs("multisend_account_del")).toEqual([{ account_id: 9 }]));
  });
});
