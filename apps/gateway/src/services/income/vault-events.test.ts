import { rewardVaultAbi } from "@icms/contracts";
import { getAddress } from "viem";
import { describe, expect, it } from "vitest";
import { rawLog } from "../../../test/raw-log.js";
import { eventArgs, followEvents, toJson } from "../../chain/events.js";
import { vaultEvents } from "./vault-events.js";

const VAULT = "0x00000000000000000000000000000000000000a4";
const BOB = getAddress("0x00000000000000000000000000000000000000b2");

describe("reward vault events", () => {
  it("decode a voucher payout, its big ids kept whole", () => {
    const { decodeLog } = followEvents(vaultEvents);
    const token = getAddress("0x00000000000000000000000000000000000000c3");
    const claim = rawLog(
      rewardVaultAbi,
      "VoucherClaimed",
      { voucherId: 2n ** 200n, user: BOB, token, amount: 5n },
      { address: VAULT },
    );
    const payout = decodeLog(claim, { RewardVault: VAULT });
    expect(payout).toMatchObject({
      event: "VoucherClaimed",
      voucherId: 2n ** 200n,
      wallet: BOB.toLowerCase(),
      token: token.toLowerCase(),
      amount: 5n,
    });
    expect(JSON.parse(toJson(eventArgs(payout!)))).toEqual({
      voucherId: (2n ** 200n).toString(),
      wallet: BOB.toLowerCase(),
      token: token.toLowerCase(),
      amount: "5",
    });
    expect(decodeLog(claim, { DaoNFT: VAULT })).toBeUndefined();
  });
});
