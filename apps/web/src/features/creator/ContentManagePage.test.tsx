import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged, summary } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { ContentManagePage } = await import("./ContentManagePage");

const mine = Array.from({ length: 12 }, (_, i) => summary(i + 1, { title: `Item ${i + 1}` }));

describe("ContentManagePage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
  });
  afterEach(() => act(() => notifications.clean()));

  it("selects at most 10 items and sends one batch operation for them", async () => {
    gateway.answer({
      my_article_list: (input) => paged(input.page === 2 ? mine.slice(10) : mine.slice(0, 10), 12, Number(input.page)),
      my_article_set_status: (input) => ({ ids: input.ids.map(Number) }),
    });
    await renderWithApp(<ContentManagePage />, "/ucenter/cmsindex");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select every item on this page" }));
    const batch = screen.getByRole("region", { name: "Selected items" });
    expect(within(batch).getByText("10 selected (at most 10)")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    const eleventh = await screen.findByRole("checkbox", { name: "Select Item 11" });
    expect((eleventh as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(batch).getByRole("button", { name: "Offline" }));
    expect(await screen.findByText("Offline: 10 item(s) done")).toBeTruthy();
    expect(gateway.inputs("my_article_set_status")).toEqual([{ ids: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], op: "offline" }]);
    await waitFor(() => expect(within(batch).getByText("0 selected (at most 10)")).toBeTruthy());
  });

  it("shows the author where an item stands in review and the reasons of a reject", async () => {
    const refused = Object.assign(summary(1, { title: "Item 1", status: "refused" }), {
      review: { pass_count: 0, reject_count: 2, quorum: 2, reasons: ["No sources", "Advertising or spam"] },
    });
    const waiting = Object.assign(summary(2, { title: "Item 2", status: "audit" }), {
      review: { pass_count: 1, reject_count: 0, quorum: 2, reasons: [] },
    });
    gateway.answer({ my_article_list: () => paged([refused, waiting]) });
    await renderWithApp(<ContentManagePage />, "/ucenter/cmsindex");
    const refusedRow = (await screen.findByRole("link", { name: "Item 1" })).closest("tr") as HTMLElement;
    expect(within(refusedRow).getByText("Review: 0 pass, 2 reject (quorum 2)")).toBeTruthy();
    expect(within(refusedRow).getByText("No sources")).toBeTruthy();
    expect(within(refusedRow).getByText("Advertising or spam")).toBeTruthy();
    const waitingRow = screen.getByRole("link", { name: "Item 2" }).closest("tr") as HTMLElement;
    expect(within(waitingRow).getByText("Review: 1 pass, 0 reject (quorum 2)")).toBeTruthy();
  });

  it("shows a refusal (already offline) through the error toast and keeps the selection", async () => {
    gateway.answer({
      my_article_list: () => paged([summary(1, { title: "Item 1", status: "offline" })]),
      my_article_set_status: () => {
        throw new GatewayCallError("Already offline", Code.AlreadyOffline, 200);
      },
    });
    await renderWithApp(<ContentManagePage />, "/ucenter/cmsindex");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Item 1" }));
    const batch = screen.getByRole("region", { name: "Selected items" });
    fireEvent.click(within(batch).getByRole("button", { name: "Offline" }));
    expect(await screen.findByText("Already offline")).toBeTruthy();
    expect(within(batch).getByText("1 selected (at most 10)")).toBeTruthy();
  });

  it("asks before deleting, and for the new owner's wallet before a transfer", async () => {
    gateway.answer({
      my_article_list: () => paged([summary(4, { title: "Item 4" })]),
      my_article_del: (input) => ({ ids: input.ids.map(Number) }),
      my_article_set_status: (input) => ({ ids: input.ids.map(Number) }),
    });
    await renderWithApp(<ContentManagePage />, "/ucenter/cmsindex");
    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Item 4" }));
    const batch = screen.getByRole("region", { name: "Selected items" });

    fireEvent.click(within(batch).getByRole("button", { name: "Transfer" }));
    const wallet = await screen.findByRole("textbox", { name: "New owner's wallet address" });
    const dialog = screen.getByRole("dialog");
    fireEvent.change(wallet, { target: { value: "0x123" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer" }));
    expect(await screen.findByText(/Enter a wallet address/)).toBeTruthy();
    fireEvent.change(wallet, { target: { value: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer" }));
    await waitFor(() =>
      expect(gateway.inputs("my_article_set_status")).toEqual([
        { ids: [4], op: "transfer", to_wallet: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" },
      ]),
    );

    fireEvent.click(await screen.findByRole("checkbox", { name: "Select Item 4" }));
    fireEvent.click(within(batch).getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog");
    expect(within(confirm).getByText(/cannot be undone/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(gateway.inputs("my_article_del")).toEqual([{ ids: [4] }]));
  });
});
