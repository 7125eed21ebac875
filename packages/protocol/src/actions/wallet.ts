import { defineGroup } from "./define.js";
import { walletApp } from "./wallet-app.js";
import { walletDao } from "./wallet-dao.js";
import { walletIncome } from "./wallet-income.js";

/** `wallet_msrv`: the DAO sale, staking and invitations; contribution, income and withdrawals. */
export const wallet = defineGroup("wallet_msrv", { ...walletDao, ...walletApp, ...walletIncome });
