import { defineArea } from "../../context.js";
import { developerSeed } from "./seed.js";
import { apiKeyCaller } from "./api-key.js";
import { developerAppHandlers } from "./apps.js";
import { type ApiKeyGate, apiKeyGate } from "./gate.js";
import { quotaCounter } from "./quota.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The open platform's keys: keyed calls pass this gate (`api-key.ts`). */
    apiKeys: ApiKeyGate;
  }
}

/**
 * The open platform (docs/open-platform.md): `user_msrv`'s calls on apps and their keys, quotas
 * counted per key, and keyed calls through the one pipeline (`callers`).
 */
export const developerArea = defineArea({
  name: "developer",
  seed: developerSeed,
  services: (app) => ({ apiKeys: apiKeyGate(app, quotaCounter(app.config, app.db)) }),
  handlers: { user_msrv: developerAppHandlers },
  callers: [apiKeyCaller],
  close: (app) => app.apiKeys.quota.close(),
});
