import type { Api } from "@icms/protocol";
import { defineArea, type GroupHandlers } from "../../context.js";

const walletHandlers: GroupHandlers<Api["wallet_msrv"]> = {};

/** `wallet_msrv`: the DAO NFT sale, staking and invitations. */
export const walletArea = defineArea({
  handlers: { wallet_msrv: walletHandlers },
});
