import { defineArea } from "../../context.js";
import { incomeSettings } from "./settings.js";
import { incomeSeed } from "./seed.js";
import { applyVaultPayouts } from "./vault-payouts.js";
import { vaultEvents } from "./vault-events.js";
import { incomeHandlers } from "./income.js";
import { poolHandlers } from "./pool.js";
import { reconcile } from "./reconcile.js";
import { scoreHandlers } from "./scores.js";
import { settleDue } from "./settle.js";
import { type RewardVaultAccess, rewardVaultFor } from "./vault.js";
import { withdrawHandlers } from "./withdrawals.js";

declare module "../../context.js" {
  interface AreaServices {
    /** The reward vault and the withdraw signer; undefined without a chain or a key (804152). */
    rewardVault: () => RewardVaultAccess | undefined;
  }
}

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Publishes today's epoch and settles every ended one (docs/income.md). */
    "income.settle": Record<string, never>;
    /** Compares ledger, vouchers and chain payouts; releases expired vouchers. */
    "income.reconcile": Record<string, never>;
  }
}

/** How often a worker instance asks for a settlement and a reconciliation (both are idempotent). */
const TICK_MS = 10 * 60_000;
let timer: NodeJS.Timeout | undefined;

/** Contribution, settlement and withdrawals (docs/income.md): `wallet_msrv`'s income calls, the services and the background work. */
export const incomeArea = defineArea({
  name: "income",
  config: incomeSettings,
  seed: incomeSeed,
  chainEvents: vaultEvents,
  projections: [applyVaultPayouts],
  services: (app) => {
    if (app.config.WORKERS !== "off" && app.config.NODE_ENV !== "test" && !timer) {
      const tick = () => {
        for (const name of ["income.settle", "income.reconcile"] as const) {
          app.jobs.send(app.db, name, {}).catch((error: unknown) => {
            console.error(JSON.stringify({ level: "error", msg: "income tick", err: (error as Error).message }));
          });
        }
      };
      // The first tick waits for the start script's demo seed and the indexer's first pass.
      setTimeout(tick, 30_000).unref();
      timer = setInterval(tick, TICK_MS);
      timer.unref();
    }
    return { rewardVault: rewardVaultFor(app.config, app.saleChain) };
  },
  handlers: {
    wallet_msrv: { ...scoreHandlers, ...incomeHandlers, ...withdrawHandlers, ...poolHandlers },
  },
  jobs: {
    "income.settle": async (app) => {
      // With a chain configured, epochs wait for its index even before the indexer's first pass.
      await settleDue(app.db, new Date(), { requireIndex: Boolean(app.config.RPC_URL && app.config.CONTRACTS_FILE) });
    },
    "income.reconcile": async (app) => {
      await reconcile(app);
    },
  },
  async close() {
    if (timer) clearInterval(timer);
    timer = undefined;
  },
});
