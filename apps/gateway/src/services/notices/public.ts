import type { NoticeKind, NoticeMuteType } from "@icms/protocol";
import type { Queryable } from "../../db/db.js";
import { markTargetDeleted, writeNotice } from "./write.js";

/** What a notification points at, as the area that owns it names it. */
export interface NoticeTargetRef {
  /** `article`, `video`, `wiki`, `topic`, `comment`, `course`, `course_order`, `proposal`, `planet`, `project`, `kol`, `withdrawal`, `multisend`, `user`, `announcement` ... */
  type: string;
  id: number;
  /** The title at the time of the event (shown as it was; a later rename does not follow). */
  title: string;
  /** The web app's path (`/appcms/article?id=7`). */
  url: string;
}

/** One event, written by the area that owns the change, in the change's transaction. */
export interface NoticeEvent {
  kind: NoticeKind;
  /** Who receives it. The actor is never notified of his own action; duplicates count once. */
  to: number | readonly number[];
  /** Who did it; absent for the platform's own notices (review results, payments). */
  actor?: number;
  target?: NoticeTargetRef;
  /**
   * The thread or planet it belongs to, which the recipient may mute (a reply on article 7's
   * comment: `{ type: "article", id: 7 }`).
   */
  thread?: { type: NoticeMuteType; id: number };
  /** The kind's details (reasons, amount and token, result), as strings. */
  data?: Record<string, string>;
}

/**
 * The one seam through which every area notifies: writes `event` for each recipient in `q`'s
 * transaction, so it exists exactly when the change does. Preferences, mutes and the
 * relationship rule are applied here; grouping, the stream and e-mail follow from the rows.
 */
export async function notify(q: Queryable, event: NoticeEvent): Promise<void> {
  await writeNotice(q, event);
}

/** The target was deleted: its notifications say so (and stop counting as unread). */
export async function forgetNoticeTarget(q: Queryable, target: { type: string; id: number }): Promise<void> {
  await markTargetDeleted(q, target);
}

/**
 * What other areas that read notifications (the e-mail area) share with this one, so every
 * reader agrees: a kind's preference when its member never changed it, and whether a row is read.
 */
export { defaultPreference } from "./prefs.js";
export { isRead } from "./read-state.js";
