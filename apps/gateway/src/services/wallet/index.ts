import { type Api, api, NFT_PRICE } from "@icms/protocol";
import { defineArea, type GroupHandlers, handle } from "../../context.js";
import { appReleaseHandlers } from "../publications/index.js";

const walletHandlers: GroupHandlers<Api["wallet_msrv"]> = {
  // Answered from the sale contract by the DAO sale work; empty until then.
  autonomy_nft_batch: handle(api.wallet_msrv.autonomy_nft_batch, async () => ({
    stages: [],
    current: null,
    price: NFT_PRICE.toString(),
    chain_time: Math.floor(Date.now() / 1000),
  })),
  ...appReleaseHandlers,
};

/** `wallet_msrv`: the DAO NFT sale, staking and invitations. */
export const walletArea = defineArea({
  handlers: { wallet_msrv: walletHandlers },
});
