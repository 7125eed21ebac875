import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import type { ChainConfig } from "../../wallet/chain-config";
import type { ChainActions, ReceiptStatus, RewardVoucher } from "../../wallet/wallet-engine-types";
import { balance, ether, ME, record, voucher } from "./income-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));

const TX = `0x${"9".repeat(64)}` as const;
const chain = {
  connectedAddress: vi.fn((): string | null => ME),
  nativeBalance: vi.fn(async () => ether),
  receiptStatus: vi.fn(async (): Promise<ReceiptStatus> => "success"),
  claimReward: vi.fn(async (_voucher: RewardVoucher, _signature: `0x${string}`) => TX),
} satisfies Partial<ChainActions>;
const config: ChainConfig = {
  chainId: 97,
  rpcUrl: "http://127.0.0.1:8545",
  contracts: {},
  walletConnectProjectId: null,
  explorerUrl: "https://testnet.bscscan.com/",
  devWallet: false,
};
const engine = { config, chain, restore: vi.fn(async () => null) };
vi.mock("../../wallet/queries", () => ({ useWalletEngine: () => ({ data: engine }) }));
vi.mock("../../wallet/chain-config", () => ({ fetchChainConfig: async () => config }));
const { WithdrawPage } = await import("./WithdrawPage");

const withdrawForm = () => screen.getByRole("region", { name: "New withdrawal" });

describe("WithdrawPage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    localStorage.setItem("WalletAddr", ME);
    window.dispatchEvent(new StorageEvent("storage"));
    chain.connectedAddress.mockReturnValue(ME);
    chain.nativeBalance.mockResolvedValue(ether);
    chain.receiptStatus.mockResolvedValue("success");
    chain.claimReward.mockClear();
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows the available amounts, the 0.001 fee, and records with their explorer links", async () => {
    gateway.answer({
      balance_info: () => balance(12n * ether + ether / 2n, 3n * ether),
      withdraw_list: () => paged([record(2), record(1, { status: "expired", tx_hash: null, paid_at: null })]),
    });
    await renderWithApp(<WithdrawPage />);
    expect((await screen.findByTestId("withdraw-available-ICT")).textContent).toBe("12.5");
    expect(screen.getByTestId("withdraw-available-ICMS").textContent).toBe("3");
    expect(screen.queryByTestId("withdraw-balance-USDT")).toBeNull();
    expect(screen.getByTestId("withdraw-fee").textContent).toContain("0.001 BNB");
    const rows = within(await screen.findByTestId("withdraw-records")).getAllByRole("row");
    expect(within(rows[1] as HTMLElement).getByText("Paid")).toBeTruthy();
    const link = await within(rows[1] as HTMLElement).findByRole("link");
    expect(link.getAttribute("href")).toBe(`https://testnet.bscscan.com/tx/0x${"2".padStart(64, "0")}`);
    expect(within(rows[2] as HTMLElement).getByText("Expired")).toBeTruthy();
    expect(within(rows[2] as HTMLElement).queryByRole("link")).toBeNull();
  });

  it("refuses an amount above the available one and sends nothing", async () => {
    gateway.answer({ balance_info: () => balance(2n * ether), withdraw_list: () => paged([]) });
    await renderWithApp(<WithdrawPage />);
    fireEvent.change(await screen.findByLabelText(/Amount/), { target: { value: "2.5" } });
    fireEvent.click(within(withdrawForm()).getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByText("At most 2")).toBeTruthy();
    expect(screen.queryByText("Confirm the withdrawal")).toBeNull();
    expect(gateway.inputs("withdraw_voucher")).toEqual([]);
  });

  it("asks for the voucher after the confirmation, claims it with its signature and reports the receipt", async () => {
    gateway.answer({
      balance_info: () => balance(5n * ether),
      withdraw_list: () => paged([]),
      withdraw_voucher: ({ amount }) => voucher(4, BigInt(amount)),
    });
    await renderWithApp(<WithdrawPage />);
    fireEvent.click(await screen.findByTestId("withdraw-max"));
    fireEvent.click(within(withdrawForm()).getByRole("button", { name: "Withdraw" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm the withdrawal" });
    expect(dialog.textContent).toContain("Withdraw 5 ICT to 0x00...00a1");
    expect(dialog.textContent).toContain("0.001 BNB");
    expect(gateway.inputs("withdraw_voucher")).toEqual([]);
    fireEvent.click(within(dialog).getByTestId("withdraw-confirm"));
    expect(await screen.findByText("Withdrawal paid: 5 ICT")).toBeTruthy();
    expect(gateway.inputs("withdraw_voucher")).toEqual([{ coin: "ICT", amount: (5n * ether).toString() }]);
    expect(chain.claimReward).toHaveBeenCalledWith(
      {
        user: ME,
        token: "0x00000000000000000000000000000000000000c1",
        amount: 5n * ether,
        voucherId: 1004n,
        deadline: 4_102_444_800n,
      },
      `0x${"ab".repeat(65)}`,
    );
    expect(chain.receiptStatus).toHaveBeenCalledWith(TX);
  });

  it("claims an open withdrawal again from its record, with the same voucher", async () => {
    gateway.answer({
      balance_info: () => balance(0n),
      withdraw_list: () => paged([record(7, { status: "open", tx_hash: null, paid_at: null })]),
      withdraw_detail: ({ withdraw_id }) => voucher(Number(withdraw_id), 2n * ether),
    });
    await renderWithApp(<WithdrawPage />);
    expect(await screen.findByTestId("withdraw-nothing")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Claim withdrawal 7 on chain" }));
    expect(await screen.findByText("Withdrawal paid: 2 ICT")).toBeTruthy();
    expect(gateway.inputs("withdraw_detail")).toEqual([{ withdraw_id: 7 }]);
    expect(chain.claimReward.mock.calls[0]?.[0].voucherId).toBe(1007n);
  });

  it("stops before the voucher when another wallet is connected, and says a reverted claim left the amount", async () => {
    gateway.answer({
      balance_info: () => balance(5n * ether),
      withdraw_list: () => paged([]),
      withdraw_voucher: ({ amount }) => voucher(4, BigInt(amount)),
    });
    chain.connectedAddress.mockReturnValue("0x00000000000000000000000000000000000000b2");
    await renderWithApp(<WithdrawPage />);
    fireEvent.change(await screen.findByLabelText(/Amount/), { target: { value: "1" } });
    fireEvent.click(within(withdrawForm()).getByRole("button", { name: "Withdraw" }));
    fireEvent.click(await screen.findByTestId("withdraw-confirm"));
    expect(await screen.findByText("The connected wallet is not the one you signed in with")).toBeTruthy();
    expect(gateway.inputs("withdraw_voucher")).toEqual([]);

    chain.connectedAddress.mockReturnValue(ME);
    chain.receiptStatus.mockResolvedValue("reverted");
    fireEvent.change(screen.getByLabelText(/Amount/), { target: { value: "1" } });
    fireEvent.click(within(withdrawForm()).getByRole("button", { name: "Withdraw" }));
    fireEvent.click(await screen.findByTestId("withdraw-confirm"));
    expect(await screen.findByText("The claim failed on chain; the amount stays yours to withdraw.")).toBeTruthy();
  });

  it("shows the gateway's refusal of a voucher and claims nothing", async () => {
    gateway.answer({
      balance_info: () => balance(5n * ether),
      withdraw_list: () => paged([]),
      withdraw_voucher: () => {
        throw new GatewayCallError("A withdrawal of this token is waiting to be claimed", Code.WithdrawPending);
      },
    });
    await renderWithApp(<WithdrawPage />);
    fireEvent.change(await screen.findByLabelText(/Amount/), { target: { value: "1" } });
    fireEvent.click(within(withdrawForm()).getByRole("button", { name: "Withdraw" }));
    fireEvent.click(await screen.findByTestId("withdraw-confirm"));
    expect(await screen.findByText("A withdrawal of this token is waiting to be claimed")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("withdraw-progress")).toBeNull());
    expect(chain.claimReward).not.toHaveBeenCalled();
  });
});
