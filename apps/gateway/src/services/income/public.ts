/** What other areas use of income: settling the due daily epochs (the forward credits' test checks they pay). */
export { settleDue } from "./settle.js";
