import { defineArea } from "../../context.js";
import { newsSeed } from "./seed.js";
import { announcementHandlers } from "./announcements.js";
import { appReleaseHandlers } from "./app-releases.js";
import { newsReadHandlers } from "./news.js";
import { newsEditorHandlers } from "./news-editor.js";
import { newsReactionHandlers } from "./news-reactions.js";
import { newsSearchHandlers } from "./news-search.js";
import { sendAnnouncement } from "./notice-events.js";

declare module "../../jobs/queue.js" {
  interface JobPayloads {
    /** Tells the active users of a new announcement (`notice-events.ts`). */
    "news.announce": { announcement_id: number };
  }
}

/**
 * News and flash news with their readers' comments, likes and stances, platform announcements and
 * operators' edits (`appcms_msrv`), and the app releases (`wallet_msrv`'s `app_*`).
 */
export const newsArea = defineArea({
  seed: newsSeed,
  name: "news",
  jobs: { "news.announce": (app, payload) => sendAnnouncement(app, payload.announcement_id) },
  handlers: {
    appcms_msrv: {
      ...newsReadHandlers,
      ...newsReactionHandlers,
      ...newsSearchHandlers,
      ...newsEditorHandlers,
      ...announcementHandlers,
    },
    wallet_msrv: appReleaseHandlers,
  },
});
