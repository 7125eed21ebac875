import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged, summary } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import { account, NETWORKS, notice, post, target } from "./multisend-fixtures";
import { inFlight } from "./queries";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { MultiSendPage } = await import("./MultiSendPage");

const sent = target(1, { state: "sent", remote_id: "109876", remote_url: "https://social.example/@alice/109876" });
const failed = target(2, { network: "discord", state: "failed", error_kind: "rejected" });
const unknown = target(3, { network: "telegram", state: "unknown", error_kind: "timeout" });
const queued = target(4, { network: "vk", state: "queued" });

const base = {
  multisend_network_list: () => NETWORKS,
  multisend_account_list: () => [account(1, { label: "Main" }), account(2, { network: "discord", label: "Team" })],
  my_article_list: () => paged([summary(42, { title: "Rollups explained" }), summary(43, { title: "Gas" })]),
};

describe("MultiSendPage: sends", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows each target's state: the post id and link when sent, the reason when failed, the doubt when unknown", async () => {
    gateway.answer({
      ...base,
      multisend_post_list: () => paged([post(1, [sent, failed, unknown])]),
      multisend_notice_list: () => [],
    });
    await renderWithApp(<MultiSendPage />);
    const rows = await screen.findAllByTestId("multisend-target");
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText("Sent")).toBeTruthy();
    expect(within(first).getByText("Post id 109876")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "Open the post on Mastodon" }).getAttribute("href")).toBe(
      "https://social.example/@alice/109876",
    );
    expect(within(second).getByText("Failed")).toBeTruthy();
    expect(within(second).getByText("the network refused the post")).toBeTruthy();
    expect(within(third).getByText("Unknown")).toBeTruthy();
    expect(within(third).getByText(/may have been posted\. Check the network, then retry or leave it/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Rollups explained" }).getAttribute("href")).toBe(
      "/appcms/spacex_article_detail?article_id=42&article_type=1",
    );
  });

  it("polls only while a target is queued or sending", () => {
    expect(inFlight([post(1, [sent, queued])])).toBe(true);
    expect(inFlight([post(1, [sent, target(5, { state: "sending" })])])).toBe(true);
    expect(inFlight([post(1, [sent, failed, unknown])])).toBe(false);
  });

  it("retries a failed target at once, and an unknown one only after confirming it may post twice", async () => {
    gateway.answer({
      ...base,
      multisend_post_list: () => paged([post(1, [failed, unknown])]),
      multisend_notice_list: () => [notice(11, failed), notice(12, unknown)],
      multisend_retry: ({ target_id }) => target(Number(target_id), { state: "queued" }),
    });
    await renderWithApp(<MultiSendPage />);
    const notices = await screen.findAllByTestId("multisend-notice");
    expect(notices).toHaveLength(2);
    const [onDiscord, onTelegram] = notices as [HTMLElement, HTMLElement];
    expect(onDiscord.textContent).toContain(
      "Sending “Rollups explained” to Discord failed: the network refused the post",
    );
    expect(within(onDiscord).getByRole("link", { name: "Open the item" }).getAttribute("href")).toBe(
      "/appcms/spacex_article_detail?article_id=42&article_type=1",
    );

    fireEvent.click(within(onDiscord).getByRole("button", { name: /^Retry sending/ }));
    await waitFor(() => expect(gateway.inputs("multisend_retry")).toEqual([{ target_id: 2, confirm: 0 }]));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(within(onTelegram).getByRole("button", { name: /^Retry sending/ }));
    const dialog = await screen.findByRole("dialog", { name: "Retry a send that may have worked?" });
    expect(dialog.textContent).toContain("retrying can post it twice");
    expect(gateway.inputs("multisend_retry")).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(gateway.inputs("multisend_retry")).toHaveLength(1);

    fireEvent.click(within(onTelegram).getByRole("button", { name: /^Retry sending/ }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Retry anyway" }));
    await waitFor(() => expect(gateway.inputs("multisend_retry")[1]).toEqual({ target_id: 3, confirm: 1 }));
  });

  it("sends the picked item to the ticked accounts once, with one key for the attempt", async () => {
    let answer: (() => void) | undefined;
    gateway.answer({
      ...base,
      multisend_post_list: () => paged([]),
      multisend_notice_list: () => [],
      multisend_send: ({ account_ids }) =>
        new Promise((resolve) => {
          answer = () =>
            resolve(
              post(
                7,
                account_ids.map((id) => target(Number(id), { account_id: Number(id) })),
              ),
            );
        }),
    });
    await renderWithApp(<MultiSendPage />);
    const form = (await screen.findByRole("region", { name: "Send an item" })) as HTMLElement;
    const send = await within(form).findByRole("button", { name: "Send" });
    fireEvent.click(send);
    expect(await within(form).findByText("Choose an item")).toBeTruthy();
    expect(gateway.inputs("multisend_send")).toEqual([]);

    fireEvent.click(within(form).getByPlaceholderText("Search your published articles and videos"));
    fireEvent.click(await screen.findByRole("option", { name: "Rollups explained" }));
    fireEvent.click(within(form).getByRole("checkbox", { name: /Mastodon: Main/ }));
    fireEvent.click(within(form).getByRole("checkbox", { name: /Discord: Team/ }));
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(gateway.inputs("multisend_send")).toHaveLength(1));
    const [input] = gateway.inputs("multisend_send");
    expect(input).toMatchObject({ item_id: 42, account_ids: [1, 2] });
    expect(input?.idempotency_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    act(() => answer?.());
    expect(await screen.findByText("Queued for 2 accounts")).toBeTruthy();
  });
});
