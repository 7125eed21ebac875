import { readThroughCache, type ReadThroughCache } from "../../cache/read-through.js";
import { defineArea } from "../../context.js";
import { followHandlers } from "./follows.js";
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

const userHandlers = {
  ...loginHandlers,
  ...profileHandlers,
  ...privilegeHandlers,
  ...xmanHandlers,
  ...followHandlers,
};

/** `user_msrv`'s own calls: sign-in, sessions, profile, privileges, DAO standing and follows. */
export const userArea = defineArea({
  name: "user",
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
