import { defineArea } from "../../context.js";
import { developerAppHandlers } from "./apps.js";
import { type ApiKeyGate, apiKeyGate } from "./gate.js";
import { quotaCounter } from "./quota.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The open platform's keys: keyed calls pass this gate (http/api-key.ts). */
    apiKeys: ApiKeyGate;
  }
}

/** `user_msrv`'s open-platform calls; the user area answers the group and spreads these in. */
export const developerUserHandlers = developerAppHandlers;

/** The open platform (docs/open-platform.md): apps and their keys, quotas counted per key. */
export const developerArea = defineArea({
  services: (app) => ({ apiKeys: apiKeyGate(app, quotaCounter(app.config, app.db)) }),
  handlers: {},
  close: (app) => app.apiKeys.quota.close(),
});
