import { Code, type DaoMyInfo, type NftOrderListRow, type NftSaleStages } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import type { ChainConfig } from "../../../wallet/chain-config";
import type { ChainActions, ReceiptStatus } from "../../../wallet/wallet-engine-types";
import { renderDaoPage } from "../dao-test-render";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));

const ME = "0x00000000000000000000000000000000000000a1";
const ether = 10n ** 18n;
const chain = {
  connectedAddress: vi.fn((): string | null => ME),
  nativeBalance: vi.fn(async () => ether),
  tokenBalance: vi.fn(async () => 10_000n * ether),
  ownedNftIds: vi.fn(async (): Promise<bigint[]> => [6n]),
  saleAllowance: vi.fn(async () => 0n),
  receiptStatus: vi.fn(async (): Promise<ReceiptStatus> => "success"),
  saleReferrer: vi.fn(async () => null),
  approveSale: vi.fn(async () => "0xa1" as const),
  buyNft: vi.fn(async () => `0x${"b".repeat(64)}` as const),
  bindReferrer: vi.fn(async () => "0xc1" as const),
  stakingApproved: vi.fn(async () => true),
  approveStaking: vi.fn(async () => "0xd1" as const),
  stake: vi.fn(async () => `0x${"e".repeat(64)}` as const),
  unstake: vi.fn(async () => `0x${"f".repeat(64)}` as const),
  stakedNftIds: vi.fn(async (): Promise<bigint[]> => []),
  dragonTokenIds: vi.fn(async (): Promise<bigint[]> => []),
  claimReward: vi.fn(async () => `0x${"9".repeat(64)}` as const),
  transferFee: vi.fn(async () => 0n),
  transferToken: vi.fn(async () => `0x${"9".repeat(64)}` as const),
} satisfies ChainActions;
const config: ChainConfig = {
  chainId: 97,
  rpcUrl: "http://127.0.0.1:8545",
  contracts: {},
  walletConnectProjectId: null,
  explorerUrl: null,
  devWallet: true,
};
const engine = { config, chain, restore: vi.fn(async () => null) };
vi.mock("../../../wallet/queries", () => ({ useWalletEngine: () => ({ data: engine }) }));
const { DaoAuthPage } = await import("./DaoAuthPage");

const stage = {
  stage_id: 1,
  start_time: 1_000,
  end_time: 1_000 + 3 * 86_400 + 3_600,
  stock: 3000,
  remaining: 2995,
  grade: 2,
  url: "ipfs://icms-dao/stage-1.json",
  status: "running" as const,
};
const sale: NftSaleStages = { stages: [stage], current: stage, price: (1500n * ether).toString(), chain_time: 1_000 };
const me = (changes: Partial<DaoMyInfo> = {}): DaoMyInfo => ({
  wallet_addr: ME,
  is_xman: false,
  staked_count: 0,
  nfts: [],
  referrer: null,
  invite_code: "ABCD2345",
  team_count: 0,
  indexed_block: 10,
  ...changes,
});

function answerAll(info: DaoMyInfo = me(), orders: () => NftOrderListRow[] = () => []) {
  gateway.answer({
    autonomy_nft_batch: () => sale,
    autonomy_myinfo: () => info,
    autonomy_nft_order_list: () => paged(orders()),
    autonomy_buynft: ({ quantity }) => ({
      stage_id: 1,
      quantity: Number(quantity),
      amount: (1500n * ether * BigInt(Number(quantity))).toString(),
      price: (1500n * ether).toString(),
      remaining: 2995,
      usdt_contract: "0x1",
      sale_contract: "0x2",
    }),
    autonomy_create_nft_order: ({ quantity }) => ({
      order_id: 7,
      stage_id: 1,
      quantity: Number(quantity),
      amount: "0",
      status: "created",
      tx_hash: null,
      first_token_id: null,
      created_at: "2026-01-01T00:00:00Z",
    }),
    autonomy_update_nft_order: ({ tx_hash }) => ({
      order_id: 7,
      stage_id: 1,
      quantity: 2,
      amount: "0",
      status: "paid",
      tx_hash,
      first_token_id: null,
      created_at: "2026-01-01T00:00:00Z",
    }),
    autonomy_stacknft: ({ tx_hash }) => {
      void tx_hash;
      return { action: "stake", token_ids: [6], staked_count: 1, is_xman: true, status_code: Code.StakeSucceeded };
    },
    autonomy_faucet: () => ({ wallet_addr: ME, usdt: (10_000n * ether).toString(), bnb: ether.toString() }),
  });
}

async function buyTwo() {
  await renderDaoPage(<DaoAuthPage />, "/icmsdao/icms_dao_auth");
  expect(await screen.findByText("On sale")).toBeTruthy();
  fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "2" } });
  fireEvent.click(screen.getByRole("button", { name: "Buy NFTs" }));
  fireEvent.click(await screen.findByTestId("dao-buy-confirm"));
}

describe("DaoAuthPage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    localStorage.setItem("WalletAddr", ME);
    window.dispatchEvent(new StorageEvent("storage"));
    vi.clearAllMocks();
    chain.connectedAddress.mockReturnValue(ME);
    chain.tokenBalance.mockResolvedValue(10_000n * ether);
    chain.saleAllowance.mockResolvedValue(0n);
    answerAll();
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows the running stage with its countdown, stock and price", async () => {
    await renderDaoPage(<DaoAuthPage />, "/icmsdao/icms_dao_auth");
    expect(await screen.findByText("On sale")).toBeTruthy();
    expect(screen.getByTestId("dao-countdown").textContent).toContain("3 d 1 h 0 min 0 s");
    expect(screen.getByText("Stock: 2995 of 3000 left")).toBeTruthy();
    expect(screen.getByText("Price: 1,500 USDT per NFT")).toBeTruthy();
  });

  it("buys two NFTs: approval, purchase, order with its hash, receipt, success message", async () => {
    chain.saleAllowance.mockResolvedValueOnce(0n).mockResolvedValue(3000n * ether);
    await buyTwo();
    expect(await screen.findByText("Purchase succeeded: NFTs bought: 2", {}, { timeout: 3_000 })).toBeTruthy();
    expect(chain.approveSale).toHaveBeenCalledWith(3000n * ether);
    expect(chain.buyNft).toHaveBeenCalledWith(1, 2, 7);
    expect(gateway.inputs("autonomy_create_nft_order")).toEqual([{ quantity: 2 }]);
    // The hint as soon as the wallet sent it, then the order asked for once the receipt came.
    expect(gateway.inputs("autonomy_update_nft_order")).toEqual([
      { order_id: 7, tx_hash: `0x${"b".repeat(64)}` },
      { order_id: 7, tx_hash: `0x${"b".repeat(64)}` },
    ]);
  });

  it("reads my purchases again once a purchase is done, so the paid order shows", async () => {
    let orders: NftOrderListRow[] = [];
    answerAll(me(), () => orders);
    chain.saleAllowance.mockResolvedValue(5000n * ether);
    chain.buyNft.mockImplementationOnce(async () => {
      orders = [
        {
          order_id: 7,
          stage_id: 1,
          quantity: 2,
          amount: (3000n * ether).toString(),
          status: "paid",
          tx_hash: `0x${"b".repeat(64)}`,
          first_token_id: 11,
          created_at: "2026-01-01T00:00:00Z",
        },
      ];
      return `0x${"b".repeat(64)}`;
    });
    await renderDaoPage(<DaoAuthPage />, "/icmsdao/icms_dao_auth");
    expect((await screen.findByTestId("dao-orders-empty")).textContent).toBe("No purchases yet");
    fireEvent.change(screen.getByLabelText("Quantity"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Buy NFTs" }));
    fireEvent.click(await screen.findByTestId("dao-buy-confirm"));
    expect(await screen.findByText("Purchase succeeded: NFTs bought: 2")).toBeTruthy();
    const paid = await screen.findByTestId("dao-order-7");
    expect(paid.textContent).toContain("3,000 USDT");
    expect(paid.textContent).toContain("Paid");
  });

  it("reports a confirmed purchase as a success when the gateway cannot take its hash", async () => {
    chain.saleAllowance.mockResolvedValue(5000n * ether);
    const answers = gateway.call.getMockImplementation();
    let hints = 0;
    gateway.call.mockImplementation(async (def, input) => {
      if (def.name === "autonomy_update_nft_order" && hints++ === 0) throw new Error("gateway unavailable");
      return answers?.(def, input);
    });
    try {
      await buyTwo();
      expect(await screen.findByText("Purchase succeeded: NFTs bought: 2", {}, { timeout: 3_000 })).toBeTruthy();
      expect(document.querySelector("[data-type=danger]")).toBeNull();
    } finally {
      if (answers) gateway.call.mockImplementation(answers);
    }
  });

  it("skips the approval when the allowance already covers the amount", async () => {
    chain.saleAllowance.mockResolvedValue(5000n * ether);
    await buyTwo();
    expect(await screen.findByText("Purchase succeeded: NFTs bought: 2")).toBeTruthy();
    expect(chain.approveSale).not.toHaveBeenCalled();
  });

  it("says Please Connect The Wallet First before any transaction", async () => {
    chain.connectedAddress.mockReturnValue(null);
    await buyTwo();
    expect(await screen.findByText("Please Connect The Wallet First")).toBeTruthy();
    expect(chain.buyNft).not.toHaveBeenCalled();
    expect(gateway.inputs("autonomy_create_nft_order")).toEqual([]);
  });

  it("says Insufficient Balance before any transaction", async () => {
    chain.tokenBalance.mockResolvedValue(2999n * ether);
    await buyTwo();
    expect(await screen.findByText("Insufficient Balance")).toBeTruthy();
    expect(chain.approveSale).not.toHaveBeenCalled();
    expect(chain.buyNft).not.toHaveBeenCalled();
  });

  it("treats a declined wallet prompt as no error", async () => {
    chain.saleAllowance.mockResolvedValue(5000n * ether);
    chain.buyNft.mockRejectedValueOnce(Object.assign(new Error("User rejected the request."), { code: 4001 }));
    await buyTwo();
    await waitFor(() => expect(chain.buyNft).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByTestId("dao-progress")).toBeNull());
    expect(document.querySelector("[data-type=danger]")).toBeNull();
    expect(screen.queryByText(/User rejected/)).toBeNull();
  });

  it("reports a reverted purchase as a failure", async () => {
    chain.saleAllowance.mockResolvedValue(5000n * ether);
    chain.receiptStatus.mockResolvedValueOnce("reverted");
    await buyTwo();
    expect(await screen.findByText("Purchase failed: the transaction was reverted")).toBeTruthy();
    expect(document.querySelector("[data-type=danger]")).not.toBeNull();
  });

  it("records the inviter on chain before the first purchase", async () => {
    answerAll(
      me({ referrer: { wallet_addr: "0x00000000000000000000000000000000000000b2", nickname: "", on_chain: false } }),
    );
    chain.saleAllowance.mockResolvedValue(5000n * ether);
    await buyTwo();
    expect(await screen.findByText("Purchase succeeded: NFTs bought: 2")).toBeTruthy();
    expect(chain.bindReferrer).toHaveBeenCalledWith("0x00000000000000000000000000000000000000b2");
  });

  it("lists my NFTs with stage, grade and url, and stakes one", async () => {
    answerAll(
      me({
        nfts: [
          { token_id: 6, stage: 1, grade: 2, url: "ipfs://icms-dao/stage-1.json", staked: false },
          { token_id: 7, stage: 1, grade: 2, url: "ipfs://icms-dao/stage-1.json", staked: true },
        ],
        is_xman: true,
        staked_count: 1,
      }),
    );
    await renderDaoPage(<DaoAuthPage />, "/icmsdao/icms_dao_auth");
    expect(await screen.findByText("You are an X-Man. NFTs staked: 1")).toBeTruthy();
    expect(screen.getAllByText("ipfs://icms-dao/stage-1.json")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Stake NFT #6" }));
    expect(await screen.findByText("Stake success")).toBeTruthy();
    expect(chain.stake).toHaveBeenCalledWith([6]);
    expect(gateway.inputs("autonomy_stacknft")).toEqual([{ tx_hash: `0x${"e".repeat(64)}` }]);
    expect(screen.getByRole("button", { name: "Unstake NFT #7" })).toBeTruthy();
  });

  it("refuses to stake an NFT the owner token list no longer shows", async () => {
    chain.ownedNftIds.mockResolvedValueOnce([]);
    answerAll(me({ nfts: [{ token_id: 6, stage: 1, grade: 2, url: "", staked: false }] }));
    await renderDaoPage(<DaoAuthPage />, "/icmsdao/icms_dao_auth");
    fireEvent.click(await screen.findByRole("button", { name: "Stake NFT #6" }));
    expect(await screen.findByText("This NFT is no longer in your wallet")).toBeTruthy();
    expect(chain.stake).not.toHaveBeenCalled();
  });

  it("offers the test faucet on the local chain", async () => {
    await renderDaoPage(<DaoAuthPage />, "/icmsdao/icms_dao_auth");
    fireEvent.click(await screen.findByRole("button", { name: "Get test USDT and BNB" }));
    expect(await screen.findByText("Sent 10,000 test USDT and 1 BNB to your wallet")).toBeTruthy();
  });
});
