import { defineArea } from "../../context.js";
import { reviewHandlers, reviewServices } from "./review/index.js";
import { voteHandlers } from "./votes/index.js";

/** `daoclub_msrv`: X-Men review submitted content and vote on proposals. */
export const daoArea = defineArea({
  services: (app) => reviewServices(app),
  handlers: { daoclub_msrv: { ...reviewHandlers, ...voteHandlers } },
});
