/** What other areas use of shares: a forward's visit credited to its sharer, and the counts per item. */
export { creditForward, forwardCounts } from "./forward-credit.js";
