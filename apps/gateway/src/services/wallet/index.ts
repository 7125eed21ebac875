import { defineArea } from "../../context.js";
import { faucetHandlers } from "./faucet.js";
import { inviteHandlers } from "./invites.js";
import { myInfoHandlers } from "./myinfo.js";
import { orderHandlers } from "./orders.js";
import { type SaleChain, saleChainFor } from "./sale-chain.js";
import { stageHandlers } from "./stages.js";
import { stakingHandlers } from "./staking.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The sale and staking contracts as the gateway reads them; undefined without a chain. */
    saleChain: () => SaleChain | undefined;
  }
}

const walletHandlers = {
  ...stageHandlers,
  ...orderHandlers,
  ...stakingHandlers,
  ...myInfoHandlers,
  ...inviteHandlers,
  ...faucetHandlers,
};

/** `wallet_msrv`: the DAO NFT sale, staking and invitations. */
export const walletArea = defineArea({
  name: "wallet",
  services: (app) => ({ saleChain: saleChainFor(app.config) }),
  handlers: { wallet_msrv: walletHandlers },
});
