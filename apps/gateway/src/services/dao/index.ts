import { defineArea } from "../../context.js";
import { daoSettings } from "./settings.js";
import { daoSeed } from "./seed.js";
import { overviewHandlers } from "./overview.js";
import { reviewHandlers, reviewServices } from "./review/index.js";
import { createStakingReader, type StakingReader } from "./votes/staking.js";
import { voteHandlers } from "./votes/index.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The staking contract's checkpoints that weigh votes; null without a configured chain. */
    voteStaking: StakingReader | null;
  }
}

/** `daoclub_msrv`: X-Men review submitted content and vote on proposals; the DAO home. */
export const daoArea = defineArea({
  name: "dao",
  config: daoSettings,
  seed: daoSeed,
  services: (app) => ({ ...reviewServices(app), voteStaking: createStakingReader(app.config) }),
  handlers: {
    daoclub_msrv: {
      ...reviewHandlers,
      ...voteHandlers,
      ...overviewHandlers,
    },
  },
});
