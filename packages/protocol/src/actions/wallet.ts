import { defineGroup } from "./define.js";
import { walletApp } from "./wallet-app.js";
import { walletDao } from "./wallet-dao.js";

/** `wallet_msrv`: the DAO sale, staking and invitations; income and withdrawals join it later. */
export const wallet = defineGroup("wallet_msrv", { ...walletDao, ...walletApp });
