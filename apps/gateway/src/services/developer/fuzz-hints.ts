import { api } from "@icms/protocol";
import type { FuzzHints } from "../../shared/fuzz-hints.js";

/** An open-platform app's id, and a scope a key may hold. */
export const fuzzHints: FuzzHints = {
  ids: { app_id: [{ slot: "developerApp", when: /developer/ }] },
  constants: { scopes: "user_msrv/userinfo" },
  slots: {
    developerApp: async (world) => {
      const saved = await world.owner.client.call(api.user_msrv.developer_open_save, {
        name: `Race bot ${world.tag}`,
        scopes: ["user_msrv/userinfo"],
        expires_at: Math.floor(Date.now() / 1000) + 86_400,
        quota_minute: 60,
        quota_day: 1000,
      });
      return saved.app.app_id;
    },
  },
};
