import { investFormHandlers } from "./forms.js";
import { investSubmissionHandlers } from "./submissions.js";

/** Investment cooperation and the guestbook (docs/investment.md): `appcms_msrv`'s calls. */
export const investHandlers = {
  ...investFormHandlers,
  ...investSubmissionHandlers,
};
