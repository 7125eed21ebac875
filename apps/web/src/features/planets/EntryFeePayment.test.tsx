import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { resyncSession } from "../../session/session-store";
import { fakeGateway } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";
import type { ReceiptStatus } from "../../wallet/wallet-engine-types";
import { MEMBER, OWNER, planet } from "./planet-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));

const HASH = `0x${"ab".repeat(32)}` as const;
const chain = {
  connectedAddress: vi.fn((): string | null => MEMBER.wallet_addr),
  nativeBalance: vi.fn(async () => 10n ** 18n),
  tokenBalance: vi.fn(async () => 10n ** 21n),
  // ICT charges 1% on this transfer.
  transferFee: vi.fn(async (_token: string, _from: string, _to: string, amount: bigint) => amount / 100n),
  transferToken: vi.fn(async () => HASH),
  receiptStatus: vi.fn(async (): Promise<ReceiptStatus> => "success"),
};
const engine = { chain, restore: vi.fn(async () => null) };
vi.mock("../../wallet/queries", () => ({ useWalletEngine: () => ({ data: engine, isPending: false }) }));
const { JoinControl } = await import("./JoinControl");

const TEN_ICT = (10n * 10n ** 18n).toString();
const feePlanet = planet({
  gate_kind: "entry_fee",
  gate_amount: TEN_ICT,
  viewer: { is_owner: false, is_joined: false, can_post: false, can_comment: false },
});

async function renderJoin(p = feePlanet) {
  await renderRoutes([{ path: "*", element: <JoinControl planet={p} /> }], "/appsocial/social_index/9");
}

async function payThroughDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "Pay 10 ICT and join" }));
  const dialog = await screen.findByRole("dialog", { name: "Pay the entry fee?" });
  expect(dialog.textContent).toMatch(/will receive 10 ICT/);
  fireEvent.click(within(dialog).getByRole("button", { name: "Pay" }));
}

describe("EntryFeePayment", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", String(MEMBER.uid));
    localStorage.setItem("WalletAddr", MEMBER.wallet_addr);
    resyncSession();
    vi.clearAllMocks();
  });
  afterEach(() => {
    act(() => notifications.clean());
    localStorage.clear();
    resyncSession();
  });

  it("asks first, pays the star lord the fee plus ICT's transfer fee, then joins with the payment's hash", async () => {
    const joins: unknown[] = [];
    gateway.answer({
      circle_join_in: (input) => {
        joins.push(input);
        return { circle_id: 9, is_joined: true, member_count: 3 };
      },
    });
    await renderJoin();
    await payThroughDialog();
    expect(await screen.findByText("Entry fee paid: you joined the planet")).toBeTruthy();
    const gross = chain.transferToken.mock.calls[0] as unknown[];
    expect(gross[0]).toBe("ICT");
    expect(gross[1]).toBe(OWNER.wallet_addr);
    const amount = gross[2] as bigint;
    expect(amount - amount / 100n).toBeGreaterThanOrEqual(10n * 10n ** 18n);
    expect(joins).toEqual([{ circle_id: 9, tx_hash: HASH }]);
    expect(localStorage.getItem("icms.planets.entryFee.9")).toBeNull();
  });

  it("keeps a payment the gateway has not admitted yet, and joins with it without paying again", async () => {
    gateway.answer({
      circle_join_in: () => {
        throw new GatewayCallError("Unavailable", Code.PlanetGateUnavailable);
      },
    });
    await renderJoin();
    await payThroughDialog();
    expect(await screen.findByRole("button", { name: "Join with my payment" })).toBeTruthy();
    expect(localStorage.getItem("icms.planets.entryFee.9")).toBe(HASH);

    gateway.answer({ circle_join_in: () => ({ circle_id: 9, is_joined: true, member_count: 3 }) });
    fireEvent.click(screen.getByRole("button", { name: "Join with my payment" }));
    expect(await screen.findByText("Entry fee paid: you joined the planet")).toBeTruthy();
    expect(chain.transferToken).toHaveBeenCalledTimes(1);
  });

  it("stops before paying when the connected wallet is not the signed-in one", async () => {
    chain.connectedAddress.mockReturnValueOnce(OWNER.wallet_addr);
    await renderJoin();
    await payThroughDialog();
    expect(await screen.findByText(/Connect the wallet you signed in with/)).toBeTruthy();
    expect(chain.transferToken).not.toHaveBeenCalled();
  });

  it("forgets a payment the gateway refuses for good, so the next try pays anew", async () => {
    gateway.answer({
      circle_join_in: () => {
        throw new GatewayCallError("The planet owner received less ICT than the entry fee", Code.EntryFeeUnderpaid);
      },
    });
    await renderJoin();
    await payThroughDialog();
    expect(await screen.findByText("The planet owner received less ICT than the entry fee")).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem("icms.planets.entryFee.9")).toBeNull());
    expect(screen.getByRole("button", { name: "Pay 10 ICT and join" })).toBeTruthy();
  });
});

describe("the gate's explanation", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", String(MEMBER.uid));
    resyncSession();
  });
  afterEach(() => {
    act(() => notifications.clean());
    localStorage.clear();
    resyncSession();
  });

  it("says what a balance rule asks and what the wallet holds when a join is refused", async () => {
    gateway.answer({
      circle_join_in: () => {
        throw new GatewayCallError("You do not meet this planet's entry rule", Code.PlanetGateNotMet, 200, {
          gate_kind: "ict_balance",
          gate_amount: (100n * 10n ** 18n).toString(),
          held: (90n * 10n ** 18n).toString(),
          indexed_block: 12,
        });
      },
    });
    await renderJoin(
      planet({
        gate_kind: "ict_balance",
        gate_amount: (100n * 10n ** 18n).toString(),
        viewer: { is_owner: false, is_joined: false, can_post: false, can_comment: false },
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Join" }));
    expect(
      await screen.findByText("This planet asks at least 100 ICT; your wallet holds 90 ICT (block 12)."),
    ).toBeTruthy();
  });
});
