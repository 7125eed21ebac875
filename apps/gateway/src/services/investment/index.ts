import { defineArea } from "../../context.js";
import { investmentSeed } from "./seed.js";
import { investFormHandlers } from "./forms.js";
import { investSubmissionHandlers } from "./submissions.js";

/** Investment cooperation and the guestbook (docs/investment.md): `appcms_msrv`'s `invest_*` calls. */
export const investmentArea = defineArea({
  seed: investmentSeed,
  name: "investment",
  handlers: { appcms_msrv: { ...investFormHandlers, ...investSubmissionHandlers } },
});
