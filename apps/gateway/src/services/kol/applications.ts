import { api, isKolVideoLink, type KolMine, kolPhoneE164 } from "@icms/protocol";
import { sql } from "kysely";
import { handle } from "../../context.js";
import { checkMediaUrl } from "../../shared/form-checks.js";
import { kolRows, toKolApplication } from "./rows.js";

export const applicationHandlers = {
  /** The caller's application, or `none`. */
  kol_mine: handle(api.user_msrv.kol_mine, async (_params, ctx): Promise<KolMine> => {
    const me = ctx.session.uid;
    const row = await kolRows(ctx.db.kysely, me).where("k.uid", "=", me).executeTakeFirst();
    if (!row) return { state: "none", application: null };
    const application = toKolApplication(row, me);
    return { state: application.state, application };
  }),

  /**
   * Applies, or modifies the caller's one application. Whatever its state, the submission goes
   * (back) under review with the next revision: a modify while under review replaces the pending
   * version, a modify of an approved profile takes it off the list until it is approved again.
   * Likes, scores and the operator's last reason stay.
   */
  kol_register: handle(api.user_msrv.kol_register, async (form, ctx) => {
    const me = ctx.session.uid;
    const values = {
      name: form.name,
      gender: form.gender,
      phone_country: form.phone_country,
      phone: form.phone,
      phone_e164: kolPhoneE164(form.phone_country, form.phone),
      email: form.email,
      synopsis: form.synopsis,
      tags: form.tags,
      tag_keys: [...new Set(form.tags.map((tag) => tag.toLowerCase()))],
      video_url: isKolVideoLink(form.video_url)
        ? form.video_url
        : checkMediaUrl(ctx, form.video_url, "video", "video_url"),
      countries: form.countries,
      facebook_url: form.facebook,
      youtube_url: form.youtube,
      twitter_url: form.twitter,
      tiktok_url: form.tiktok,
      state: "under_review",
    };
    return ctx.db.tx(async (q) => {
      await q.kysely
        .insertInto("kols")
        .values({ uid: me, ...values })
        .onConflict((oc) =>
          oc.column("uid").doUpdateSet({
            ...values,
            revision: sql<number>`kols.revision + 1`,
            submitted_at: sql<Date>`now()`,
            updated_at: sql<Date>`now()`,
          }),
        )
        .execute();
      const row = await kolRows(q.kysely, me).where("k.uid", "=", me).executeTakeFirstOrThrow();
      return toKolApplication(row, me);
    });
  }),
};
