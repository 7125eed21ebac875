import { api } from "@icms/protocol";
import type { FuzzHints } from "../../shared/fuzz-hints.js";

/**
 * A notification of the race world's owner, so `notice_read` races on a real one (the owner's
 * calls) and on another user's (the stranger's, 3002) rather than on an id that never exists.
 */
export const fuzzHints: FuzzHints = {
  ids: {
    id: [{ slot: "notice", when: /^notice_msrv\/notice_read$/ }],
  },
  slots: {
    notice: async (world) => {
      // Being followed notifies: the stranger follows the owner, who then has a notification.
      await world.stranger.client.call(api.user_msrv.user_follow_save, { uid: world.owner.uid });
      const page = await world.owner.client.call(api.notice_msrv.notice_list, { tab: "likes" });
      const notice = page.list[0];
      if (!notice) throw new Error("the race world's follow wrote no notification");
      return notice.id;
    },
  },
};
