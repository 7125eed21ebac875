import type { Api } from "@icms/protocol";
import { readThroughCache, type ReadThroughCache } from "../../cache/read-through.js";
import { defineArea, type GroupHandlers } from "../../context.js";
import { kolHandlers } from "../kol/index.js";
import { developerUserHandlers } from "../developer/index.js";
import { followHandlers } from "./follows.js";
import { multisendUserHandlers } from "../multisend/index.js";
import { loginHandlers } from "./login.js";
import { privilegeHandlers } from "./privileges.js";
import { profileHandlers } from "./profile.js";
import { findUser, type UserRow } from "./users.js";
import { xmanHandlers } from "./xman.js";

declare module "../../context.js" {
  interface AreaServices {
    /** Users by uid, cached briefly; every write to a user must invalidate it. */
    users: ReadThroughCache<number, UserRow>;
  }
}

/** How long a user row may be served from memory; writes invalidate it at once. */
const USER_CACHE_TTL_MS = 5_000;

const userHandlers: GroupHandlers<Api["user_msrv"]> = {
  ...loginHandlers,
  ...profileHandlers,
  ...privilegeHandlers,
  ...xmanHandlers,
  ...followHandlers,
  ...kolHandlers,
  ...developerUserHandlers,
  ...multisendUserHandlers,
};

/** `user_msrv`: sign-in, sessions, profile, privileges, DAO standing, follows, KOL profiles and the open platform's apps. */
export const userArea = defineArea({
  services: (app) => ({
    users: readThroughCache({
      name: "user",
      load: (uid: number) => findUser(app.db, uid),
      bus: app.bus,
      ttlMs: USER_CACHE_TTL_MS,
      maxEntries: 50_000,
    }),
  }),
  handlers: { user_msrv: userHandlers },
});
