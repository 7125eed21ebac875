/**
 * The DAO calls of `wallet_msrv`: NFT sale stages, purchase orders, staking, the member's own
 * standing and invitations (calls-spec section 7).
 */
export const walletDao = {};
