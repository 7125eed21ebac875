import { defineArea } from "../../context.js";
import { multisendSettings } from "./settings.js";
import { multisendSeed } from "./seed.js";
import { accountHandlers } from "./accounts.js";
import type { ConnectorEnv } from "./connectors/types.js";
import { type CredentialKeys, credentialKeys } from "./credentials-box.js";
import { type DeliverPayload, deliver } from "./delivery.js";
import { noticeHandlers } from "./notices.js";
import { callNetwork } from "./outbound.js";
import { sendHandlers } from "./sends.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The credentials key and the networks' settings (docs/multisend.md). */
    multisend: { keys: CredentialKeys; env: ConnectorEnv };
  }
}

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Posts one target of a send to its network, once. */
    "multisend.deliver": DeliverPayload;
  }
}

/** One-click multi-send (docs/multisend.md): connected accounts, sends, and their delivery jobs. */
export const multisendArea = defineArea({
  name: "multisend",
  config: multisendSettings,
  seed: multisendSeed,
  services: (app) => ({
    multisend: {
      keys: credentialKeys(app.config),
      env: {
        config: app.config,
        call: (request) =>
          callNetwork(
            { timeoutMs: app.config.MULTISEND_TIMEOUT_MS, allowPrivateHosts: app.config.MULTISEND_ALLOW_PRIVATE_HOSTS },
            request,
          ),
      },
    },
  }),
  handlers: { user_msrv: { ...accountHandlers, ...sendHandlers, ...noticeHandlers } },
  jobs: {
    "multisend.deliver": (app, payload) => deliver(app, payload),
  },
});
