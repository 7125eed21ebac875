import { defineArea } from "../../context.js";
import { daoSettings } from "./settings.js";
import { daoSeed } from "./seed.js";
import { overviewHandlers } from "./overview.js";
import { reviewHandlers, reviewServices } from "./review/index.js";
import { createStakingReader, type StakingReader } from "./votes/staking.js";
import { voteHandlers } from "./votes/index.js";
import { type ProposalStage, sendProposalNotices } from "./votes/notice-events.js";
import { type ReviewWaiting, sendReviewWaiting } from "./review/waiting-notices.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The staking contract's checkpoints that weigh votes; null without a configured chain. */
    voteStaking: StakingReader | null;
  }
}

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** One stage of a proposal's notices to the DAO (`votes/notice-events.ts`). */
    "dao.proposal-notice": { proposal_id: number; stage: ProposalStage };
    /** Tells the X-Men that an item of a kind waits in review (`review/waiting-notices.ts`). */
    "dao.review-waiting": ReviewWaiting;
  }
}

/** `daoclub_msrv`: X-Men review submitted content and vote on proposals; the DAO home. */
export const daoArea = defineArea({
  name: "dao",
  config: daoSettings,
  seed: daoSeed,
  services: (app) => ({ ...reviewServices(app), voteStaking: createStakingReader(app.config) }),
  jobs: {
    "dao.proposal-notice": (app, payload) => sendProposalNotices(app, payload.proposal_id, payload.stage),
    "dao.review-waiting": (app, payload) => sendReviewWaiting(app, payload),
  },
  handlers: {
    daoclub_msrv: {
      ...reviewHandlers,
      ...voteHandlers,
      ...overviewHandlers,
    },
  },
});
