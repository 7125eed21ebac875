import { courseCheckoutAbi } from "@icms/contracts";
import { getAddress } from "viem";
import { describe, expect, it } from "vitest";
import { rawLog } from "../../../test/raw-log.js";
import { followEvents } from "../../chain/events.js";
import { checkoutEvents } from "./checkout-events.js";

const contracts = {
  NFTSale: "0x00000000000000000000000000000000000000a2",
  CourseCheckout: "0x00000000000000000000000000000000000000a5",
} as const;
const ALICE = getAddress("0xabcdef0000000000000000000000000000000001");
const BOB = getAddress("0x00000000000000000000000000000000000000b2");

describe("course checkout events", () => {
  it("decode the checkout's payments and refunds, and only from the checkout", () => {
    const { decodeLog } = followEvents(checkoutEvents);
    const token = getAddress("0x00000000000000000000000000000000000000c1");
    const args = { orderId: 7n, buyer: ALICE, seller: BOB, token, amount: 100n, platformAmount: 10n };
    for (const name of ["OrderPaid", "OrderRefunded"] as const) {
      const log = rawLog(courseCheckoutAbi, name, args, { address: contracts.CourseCheckout });
      expect(decodeLog(log, contracts)).toMatchObject({
        event: name,
        orderId: 7n,
        buyer: ALICE.toLowerCase(),
        seller: BOB.toLowerCase(),
        token: token.toLowerCase(),
        amount: 100n,
        platformAmount: 10n,
      });
      const forged = rawLog(courseCheckoutAbi, name, args, { address: contracts.NFTSale });
      expect(decodeLog(forged, contracts)).toBeUndefined();
    }
  });
});
