import type { ReviewTally, XmanPermissions } from "@icms/protocol";
import { privateKeyToAccount } from "viem/accounts";
import type { WalletEngine } from "../wallet/wallet-engine-types";

/** An X-Man as the membership check answers for one staked NFT. */
export const XMAN: XmanPermissions = {
  is_xman: true,
  staked_count: 1,
  nft_count: 1,
  staked_token_ids: [1],
  held_token_ids: [],
  indexed_block: 10,
};

/** A waiting item with one pass of the two the quorum needs, and no decision of the caller's. */
export const HALF_PASSED: ReviewTally = { pass_count: 1, reject_count: 0, quorum: 2, my_decision: null };

/** A development key (Hardhat account #1): review tests sign for real and recover the signer. */
export const REVIEWER = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
export const STAKING = "0x5FbDB2315678afecb367f032d93F642f64180aa3";

/** A wallet engine on the local chain that signs typed data with `REVIEWER` through `sign`. */
export function reviewerEngine(sign: WalletEngine["signTypedData"]): WalletEngine {
  return {
    config: {
      chainId: 97,
      rpcUrl: null,
      contracts: { XManStaking: STAKING },
      walletConnectProjectId: null,
      explorerUrl: null,
      devWallet: true,
    },
    restore: async () => ({ address: REVIEWER.address, chainId: 97 }),
    options: () => [],
    signTypedData: sign,
  } as unknown as WalletEngine;
}
