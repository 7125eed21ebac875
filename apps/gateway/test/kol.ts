import { type ActionInput, type Api, api, type KolApplication } from "@icms/protocol";
import { type Member, member } from "./cms.js";
import type { TestGateway } from "./harness.js";

/** A signed-in user holding the operators' privilege `review_kol`. */
export async function kolReviewer(gw: TestGateway): Promise<Member> {
  const who = await member(gw);
  await gw.db.kysely
    .insertInto("user_privileges")
    .values({ uid: who.uid, privilege_code: "review_kol", val: 1 })
    .execute();
  return who;
}

export type KolForm = ActionInput<Api["user_msrv"]["kol_register"]>;

/** A valid application form for `who`; `overrides` change any field. */
export function kolForm(who: Member, overrides: Partial<KolForm> = {}): KolForm {
  return {
    name: `Creator ${who.uid}`,
    gender: "female",
    phone_country: "CN",
    phone: "13812345678",
    email: `kol${who.uid}@example.org`,
    synopsis: "Explains rollups and restaking to newcomers, weekly.",
    tags: "rollups, DeFi",
    video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    countries: ["CN", "SG"],
    facebook: "",
    youtube: "https://www.youtube.com/@creator",
    twitter: "https://x.com/creator",
    tiktok: "",
    ...overrides,
  } as KolForm;
}

/** Applies as `who` and answers the application. */
export function apply(who: Member, overrides: Partial<KolForm> = {}): Promise<KolApplication> {
  return who.client.call(api.user_msrv.kol_register, kolForm(who, overrides));
}

/** Applies as `who` and has `reviewer` approve it; answers the approved application. */
export async function approvedKol(who: Member, reviewer: Member, overrides: Partial<KolForm> = {}) {
  const app = await apply(who, overrides);
  return reviewer.client.call(api.user_msrv.kol_set_status, {
    kol_id: app.kol_id,
    action: "approve",
    revision: app.revision,
  });
}
