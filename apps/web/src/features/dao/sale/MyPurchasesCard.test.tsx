import type { NftOrderListRow } from "@icms/protocol";
import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import type { ChainConfig } from "../../../wallet/chain-config";
import { confirmingSoon } from "../dao-info";
import { renderDaoPage } from "../dao-test-render";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const config: ChainConfig = {
  chainId: 97,
  rpcUrl: null,
  contracts: {},
  walletConnectProjectId: null,
  explorerUrl: "https://testnet.bscscan.com/",
  devWallet: false,
};
vi.mock("../../../wallet/chain-config", () => ({ fetchChainConfig: async () => config }));
const { MyPurchasesCard } = await import("./MyPurchasesCard");

const ether = 10n ** 18n;
const hash = (digit: string) => `0x${digit.repeat(64)}`;
const row = (changes: Partial<NftOrderListRow> = {}): NftOrderListRow => ({
  order_id: 1,
  stage_id: 1,
  quantity: 1,
  amount: (1500n * ether).toString(),
  status: "created",
  tx_hash: null,
  first_token_id: null,
  created_at: "2026-03-01T10:00:00Z",
  ...changes,
});
const CREATED = row({ order_id: 9, quantity: 2, amount: (3000n * ether).toString() });
const SUBMITTED = row({ order_id: 8, status: "submitted", tx_hash: hash("a") });
const PAID = row({ order_id: 7, stage_id: 2, status: "paid", tx_hash: hash("b"), first_token_id: 41 });
/** A purchase of my wallet that paid none of my orders (it named another quantity, say). */
const UNMATCHED = row({
  order_id: null,
  quantity: 3,
  amount: (4500n * ether).toString(),
  status: "paid",
  tx_hash: hash("c"),
  first_token_id: 50,
});

/** Wide screens get the table; the test setup's `matchMedia` answers narrow otherwise. */
function screenWidth(wide: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) =>
      ({
        matches: wide,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

const render = () => renderDaoPage(<MyPurchasesCard />, "/icmsdao/icms_dao_auth");
const entry = (key: string) => screen.findByTestId(`dao-${key}`);

describe("MyPurchasesCard", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
    screenWidth(false);
  });
  afterEach(() => vi.restoreAllMocks());

  it("stacks created, confirming and paid orders and a purchase without an order on a narrow screen", async () => {
    gateway.answer({ autonomy_nft_order_list: () => paged([CREATED, SUBMITTED, PAID, UNMATCHED]) });
    await render();

    const created = within(await entry("order-9"));
    expect(created.getByText("Order #9")).toBeTruthy();
    expect(created.getByTestId("dao-order-status").textContent).toBe("Created");
    expect(created.getByText("3,000 USDT")).toBeTruthy();
    expect(created.getByText("—")).toBeTruthy();
    expect(created.queryByRole("link")).toBeNull();

    const submitted = within(await entry("order-8"));
    expect(submitted.getByTestId("dao-order-status").textContent).toBe("Confirming");
    expect(submitted.getByText("1,500 USDT")).toBeTruthy();

    const paid = within(await entry("order-7"));
    expect(paid.getByTestId("dao-order-status").textContent).toBe("Paid");
    const link = await paid.findByRole("link", { name: `View transaction ${hash("b")} in the explorer` });
    expect(link.getAttribute("href")).toBe(`https://testnet.bscscan.com/tx/${hash("b")}`);

    const unmatched = within(await entry(`purchase-${hash("c")}-50`));
    expect(unmatched.getByText("Purchase without an order")).toBeTruthy();
    expect(unmatched.getByText(/The NFTs it bought are yours/)).toBeTruthy();
    expect(unmatched.getByTestId("dao-order-status").textContent).toBe("Paid");
    expect(unmatched.getByText("4,500 USDT")).toBeTruthy();
    expect(unmatched.getByRole("link").getAttribute("href")).toBe(`https://testnet.bscscan.com/tx/${hash("c")}`);

    // A list of entries, each its figures as terms and values; nothing reads as an error.
    const list = screen.getByTestId("dao-orders");
    expect(list.tagName).toBe("UL");
    expect(within(list).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a table row per order and purchase on a wide screen, scrollable from the keyboard", async () => {
    screenWidth(true);
    gateway.answer({ autonomy_nft_order_list: () => paged([CREATED, SUBMITTED, PAID, UNMATCHED]) });
    await render();
    const table = await screen.findByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows.map((tr) => tr.dataset.testid)).toEqual([
      undefined,
      "dao-order-9",
      "dao-order-8",
      "dao-order-7",
      `dao-purchase-${hash("c")}-50`,
    ]);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Date", "Order", "Stage", "Quantity", "Amount", "Status", "Transaction"]);
    const unmatched = within(rows[4] as HTMLElement);
    expect(unmatched.getByText("Purchase without an order")).toBeTruthy();
    expect(unmatched.getByText("3")).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText("2")).toBeTruthy();
    expect(table.closest("[tabindex='0']")?.getAttribute("aria-labelledby")).toBe("dao-orders-title");
  });

  it("says No purchases yet when there is none", async () => {
    gateway.answer({ autonomy_nft_order_list: () => paged([]) });
    await render();
    expect((await screen.findByTestId("dao-orders-empty")).textContent).toBe("No purchases yet");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("pages ten rows at a time with Load more, then says there is no more", async () => {
    const all = Array.from({ length: 12 }, (_, i) => row({ order_id: 100 - i, status: "paid", tx_hash: hash("d") }));
    gateway.answer({
      autonomy_nft_order_list: (input) => {
        const page = Number(input.page);
        return paged(all.slice((page - 1) * 10, page * 10), all.length, page);
      },
    });
    await render();
    await entry("order-100");
    expect(within(screen.getByTestId("dao-orders")).getAllByRole("listitem")).toHaveLength(10);
    expect(screen.queryByTestId("dao-order-89")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await entry("order-89");
    expect(within(screen.getByTestId("dao-orders")).getAllByRole("listitem")).toHaveLength(12);
    expect(gateway.inputs("autonomy_nft_order_list")).toEqual([
      { page: 1, page_size: 10 },
      { page: 2, page_size: 10 },
    ]);
    expect(screen.getByText("No more data")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("lists a row once when a newer one pushed it onto the next page", async () => {
    const first = Array.from({ length: 10 }, (_, i) => row({ order_id: 100 - i }));
    gateway.answer({
      autonomy_nft_order_list: ({ page }) =>
        Number(page) === 1 ? paged(first, 12, 1) : paged([row({ order_id: 91 }), row({ order_id: 90 })], 12, 2),
    });
    await render();
    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));
    await entry("order-90");
    expect(screen.getAllByTestId("dao-order-91")).toHaveLength(1);
  });

  it("shows a failed read with a retry, like the other cards", async () => {
    let fail = true;
    gateway.answer({
      autonomy_nft_order_list: () => {
        if (fail) throw new Error("gateway unavailable");
        return paged([PAID]);
      },
    });
    await render();
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("gateway unavailable");
    fail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await entry("order-7")).toBeTruthy();
  });
});

describe("confirmingSoon", () => {
  const now = Date.parse("2026-03-01T10:05:00Z");
  it("holds while an order sent in the last quarter hour waits for the indexer", () => {
    expect(confirmingSoon([PAID, SUBMITTED], now)).toBe(true);
    expect(confirmingSoon([PAID, CREATED, UNMATCHED], now)).toBe(false);
    expect(confirmingSoon([SUBMITTED], now + 15 * 60_000)).toBe(false);
  });
});
