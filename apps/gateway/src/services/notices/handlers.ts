import { api } from "@icms/protocol";
import { handle } from "../../context.js";
import { noticeCounts } from "./counts.js";
import { listNotices } from "./items.js";
import { mutesOf, setMute } from "./mutes.js";
import { preferencesOf, setPreference } from "./prefs.js";
import { markAll, markOne } from "./reads.js";

/**
 * The message centre's calls. Every one works on the caller's own notifications only: the
 * queries are bound to `ctx.session.uid`, and an id of another user's answers 3002 as a missing
 * one does. The e-mail calls of the group are the notice-mail area's.
 */
export const noticeHandlers = {
  notice_list: handle(api.notice_msrv.notice_list, (params, ctx) => listNotices(ctx.db, ctx.session.uid, params)),

  notice_counts: handle(api.notice_msrv.notice_counts, (_params, ctx) => noticeCounts(ctx.db, ctx.session.uid)),

  notice_read: handle(api.notice_msrv.notice_read, ({ id, read }, ctx) =>
    ctx.db.tx(async (q) => {
      await markOne(q, ctx.session.uid, id, read);
      return noticeCounts(q, ctx.session.uid);
    }),
  ),

  notice_read_all: handle(api.notice_msrv.notice_read_all, ({ tab, up_to_id }, ctx) =>
    ctx.db.tx(async (q) => {
      await markAll(q, ctx.session.uid, tab, up_to_id);
      return noticeCounts(q, ctx.session.uid);
    }),
  ),

  notice_prefs: handle(api.notice_msrv.notice_prefs, (_params, ctx) => preferencesOf(ctx.db, ctx.session.uid)),

  notice_prefs_set: handle(api.notice_msrv.notice_prefs_set, (pref, ctx) =>
    ctx.db.tx(async (q) => {
      await setPreference(q, ctx.session.uid, pref);
      return preferencesOf(q, ctx.session.uid);
    }),
  ),

  notice_mutes: handle(api.notice_msrv.notice_mutes, (_params, ctx) => mutesOf(ctx.db, ctx.session.uid)),

  notice_mute: handle(api.notice_msrv.notice_mute, ({ type, id, muted }, ctx) =>
    ctx.db.tx(async (q) => {
      await setMute(q, ctx.session.uid, type, id, muted);
      return mutesOf(q, ctx.session.uid);
    }),
  ),
};
