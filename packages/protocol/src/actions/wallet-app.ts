import { z } from "zod";
import { defineAction, returns } from "./define.js";

const APP_PLATFORMS = ["android", "ios"] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** The newest release of the mobile app on one platform. */
export interface AppRelease {
  platform: AppPlatform;
  version: string;
  /** Where to download it. */
  url: string;
  notes: string;
  released_at: string;
}

export const walletApp = {
  /** The newest release per platform (or of one platform); empty when none is published. */
  get_app_latest_version: defineAction({
    auth: "optional",
    input: z.object({ platform: z.enum(APP_PLATFORMS).optional() }).default({}),
    output: returns<AppRelease[]>(),
    codes: [],
  }),
};
