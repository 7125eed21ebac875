import { api } from "@icms/protocol";
import { describe, expect, it, vi } from "vitest";
import type { callGateway } from "../../app/gateway";
import type { ChainActions, ReceiptStatus } from "../../wallet/wallet-engine-types";
import { ether, ME, voucher } from "./income-fixtures";
import { type WithdrawDeps, type WithdrawStep, WithdrawStop, withdraw } from "./withdraw-flow";

const TX = `0x${"7".repeat(64)}` as const;

function setup(native: bigint, connected: string | null = ME) {
  const steps: WithdrawStep[] = [];
  const chain = {
    connectedAddress: vi.fn(() => connected),
    nativeBalance: vi.fn(async () => native),
    receiptStatus: vi.fn(async (): Promise<ReceiptStatus> => "success"),
    claimReward: vi.fn(async () => TX),
  };
  const call = vi.fn(async (def: { name: string }, input: { amount?: string; withdraw_id?: number }) =>
    def.name === "withdraw_voucher" ? voucher(9, BigInt(input.amount ?? "0")) : voucher(input.withdraw_id ?? 0, ether),
  );
  const deps: WithdrawDeps = {
    chain: chain as unknown as ChainActions,
    restore: vi.fn(async () => null),
    call: call as unknown as typeof callGateway,
    onStep: (step) => steps.push(step),
    signedInAs: ME,
  };
  return { deps, chain, call, steps };
}

describe("withdraw", () => {
  it("checks the wallet and the fee, then gets the voucher, claims it and waits for the receipt", async () => {
    const { deps, chain, call, steps } = setup(ether);
    const done = await withdraw(deps, { coin: "ICMS", amount: 3n * ether });
    expect(steps).toEqual(["checking", "voucher", "claiming", "confirming"]);
    expect(call).toHaveBeenCalledWith(api.wallet_msrv.withdraw_voucher, {
      coin: "ICMS",
      amount: (3n * ether).toString(),
    });
    expect(chain.claimReward).toHaveBeenCalledTimes(1);
    expect(done).toMatchObject({ hash: TX, receipt: { status: 1, timedOut: false } });
  });

  it("asks for nothing when the wallet cannot pay the 0.001 fee and its gas", async () => {
    const { deps, call, chain } = setup(ether / 1000n);
    await expect(withdraw(deps, { coin: "ICT", amount: ether })).rejects.toEqual(
      new WithdrawStop("insufficientBalance"),
    );
    expect(call).not.toHaveBeenCalled();
    expect(chain.claimReward).not.toHaveBeenCalled();
  });

  it("asks for nothing without a connected wallet, even after trying to reconnect", async () => {
    const { deps, call } = setup(ether, null);
    await expect(withdraw(deps, { withdrawId: 3 })).rejects.toEqual(new WithdrawStop("notConnected"));
    expect(deps.restore).toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
  });

  it("claims an open withdrawal with the voucher the gateway keeps for it", async () => {
    const { deps, call, chain } = setup(ether);
    await withdraw(deps, { withdrawId: 5 });
    expect(call).toHaveBeenCalledWith(api.wallet_msrv.withdraw_detail, { withdraw_id: 5 });
    expect(chain.claimReward.mock.calls[0]).toEqual([
      { user: ME, token: expect.any(String), amount: ether, voucherId: 1005n, deadline: 4_102_444_800n },
      `0x${"ab".repeat(65)}`,
    ]);
  });
});
