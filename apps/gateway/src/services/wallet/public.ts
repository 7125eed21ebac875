/** What other areas use of the wallet area: the sale contracts' reads (the reward vault, planets' entry fees). */
export { type SaleChain, saleChainFor } from "./sale-chain.js";
