import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { resyncSession } from "../../../session/session-store";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import { renderWithApp } from "../../../test/render";
import { order } from "../edu-fixtures";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const refundOnChain = vi.fn();
vi.mock("../buy/use-pay-quote", () => ({ useRefundOnChain: () => refundOnChain, stopReason: () => null }));
const { CourseOrdersPage } = await import("./CourseOrdersPage");

const HASH = `0x${"cd".repeat(32)}`;
const TOKEN = "0x0000000000000000000000000000000000000001";
const inWindow = new Date(Date.now() + 86_400_000).toISOString();
const paid = order({ status: "paid", tx_hash: `0x${"ab".repeat(32)}`, refund_deadline: inWindow });

describe("CourseOrdersPage", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    refundOnChain.mockReset();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    resyncSession();
    gateway.answer({
      my_course_order_list: (input) =>
        paged(input.role === "seller" ? [paid, order({ order_id: 41, status: "refunded" })] : [paid]),
      get_cointype_list: () => [{ coin: "USDT", symbol: "USDT", decimals: 18, token_address: TOKEN }],
      course_order_refund_record: (input) => ({ ...paid, refund_tx_hash: String(input.tx_hash) }),
      course_order_refund_request: (input) => ({ ...paid, refund_reason: String(input.reason) }),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("lists the seller's orders with their split, and refunds one on chain only after confirming", async () => {
    refundOnChain.mockResolvedValue({ hash: HASH, status: 1, timedOut: false });
    await renderWithApp(<CourseOrdersPage />, "/ucenter/courseorder?as=seller");
    const rows = await screen.findAllByTestId("course-order");
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0] as HTMLElement).getByText(/You receive 11.25 USDT \(platform share 1.25 USDT\)/),
    ).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole("button", { name: "Refund" })).toBeNull();
    fireEvent.click(within(rows[0] as HTMLElement).getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund this order" });
    expect(refundOnChain).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    await waitFor(() =>
      expect(gateway.inputs("course_order_refund_record")).toEqual([{ order_id: 40, tx_hash: HASH }]),
    );
    expect(refundOnChain.mock.calls[0]?.[1]).toBe(TOKEN);
    expect(await screen.findByText(/Refund sent/)).toBeTruthy();
  });

  it("records nothing when the refund transaction fails", async () => {
    refundOnChain.mockResolvedValue({ hash: HASH, status: 0, timedOut: false });
    await renderWithApp(<CourseOrdersPage />, "/ucenter/courseorder?as=seller");
    fireEvent.click(
      within((await screen.findAllByTestId("course-order"))[0] as HTMLElement).getByRole("button", { name: "Refund" }),
    );
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("The refund transaction failed. Nothing was refunded.")).toBeTruthy();
    expect(gateway.inputs("course_order_refund_record")).toEqual([]);
  });

  it("shows the buyer a second payment, which may be refunded like any other", async () => {
    const extra = order({ ...paid, order_id: 42, extra_payment: true });
    gateway.answer({
      my_course_order_list: () => paged([extra]),
      get_cointype_list: () => [{ coin: "USDT", symbol: "USDT", decimals: 18, token_address: TOKEN }],
    });
    await renderWithApp(<CourseOrdersPage />, "/ucenter/courseorder");
    const row = (await screen.findAllByTestId("course-order"))[0] as HTMLElement;
    expect(within(row).getByText("Second payment")).toBeTruthy();
    expect(within(row).getByText(/You already held this course through another order/)).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Ask for a refund" })).toBeTruthy();
  });

  it("tells the seller that refunding a second payment keeps the buyer's access", async () => {
    const extra = order({ ...paid, order_id: 42, extra_payment: true });
    gateway.answer({
      my_course_order_list: () => paged([extra]),
      get_cointype_list: () => [{ coin: "USDT", symbol: "USDT", decimals: 18, token_address: TOKEN }],
    });
    await renderWithApp(<CourseOrdersPage />, "/ucenter/courseorder?as=seller");
    const row = (await screen.findAllByTestId("course-order"))[0] as HTMLElement;
    expect(within(row).getByText(/Refunding it leaves their access as it is/)).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Refund" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund this order" });
    expect(within(dialog).getByText(/This is a second payment/)).toBeTruthy();
  });

  it("lets the buyer ask for a refund with a reason", async () => {
    await renderWithApp(<CourseOrdersPage />, "/ucenter/courseorder");
    const row = (await screen.findAllByTestId("course-order"))[0] as HTMLElement;
    expect(within(row).queryByRole("button", { name: "Refund" })).toBeNull();
    fireEvent.click(within(row).getByRole("button", { name: "Ask for a refund" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Ask for a refund" }));
    expect(await within(dialog).findByText("Required")).toBeTruthy();
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), { target: { value: "Wrong course" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Ask for a refund" }));
    await waitFor(() =>
      expect(gateway.inputs("course_order_refund_request")).toEqual([{ order_id: 40, reason: "Wrong course" }]),
    );
  });
});
