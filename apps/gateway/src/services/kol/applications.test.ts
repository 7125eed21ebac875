import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, mediaUrl, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { apply, kolForm, kolReviewer } from "../../../test/kol.js";

let gw: TestGateway;
let reviewer: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  reviewer = await kolReviewer(gw);
});
afterAll(() => gw.close());

const decide = (kolId: number, action: "approve" | "refuse" | "offline", revision: number, reason = "") =>
  reviewer.client.call(api.user_msrv.kol_set_status, { kol_id: kolId, action, revision, reason });

describe("kol_register: the application form", () => {
  it("refuses each missing required field (50500) and saves nothing", async () => {
    const who = await member(gw);
    const form = kolForm(who);
    for (const field of ["name", "phone", "synopsis", "video_url"] as const) {
      expect(await refusedWith(who.client.call(api.user_msrv.kol_register, { ...form, [field]: "  " })), field).toBe(
        Code.ParamInvalid,
      );
    }
    expect(await refusedWith(who.client.call(api.user_msrv.kol_register, { ...form, countries: [] }))).toBe(
      Code.ParamInvalid,
    );
    expect(await refusedWith(who.client.call(api.user_msrv.kol_register, { ...form, email: "" }))).toBe(
      Code.ParamInvalid,
    );
    const { gender: _gender, ...noGender } = form;
    expect(await refusedWith(who.client.call(api.user_msrv.kol_register, noGender as typeof form))).toBe(
      Code.ParamInvalid,
    );
    expect(await refusedWith(who.client.call(api.user_msrv.kol_register, { ...form, gender: "other" as "male" }))).toBe(
      Code.ParamInvalid,
    );
    expect(await who.client.call(api.user_msrv.kol_mine, {})).toEqual({ state: "none", application: null });
  });

  it("checks the e-mail format (801163) and the phone against its area code (801190)", async () => {
    const who = await member(gw);
    const refused = (fields: object) =>
      refusedWith(who.client.call(api.user_msrv.kol_register, { ...kolForm(who), ...fields }));
    for (const email of ["no-at.example.org", "a@b", "a b@c.io", "a@@c.io"]) {
      expect(await refused({ email }), email).toBe(Code.EmailIncorrect);
    }
    expect(await refused({ phone_country: "CN", phone: "12345" })).toBe(Code.KolPhoneInvalid);
    expect(await refused({ phone_country: "US", phone: "13812345678" })).toBe(Code.KolPhoneInvalid);
    // A number written with another country's calling code does not match the area code picked.
    expect(await refused({ phone_country: "RU", phone: "+86 138 1234 5678" })).toBe(Code.KolPhoneInvalid);
    expect(await refused({ phone_country: "ZZ", phone: "13812345678" })).toBe(Code.KolPhoneInvalid);
    expect(await refused({ phone_country: "", phone: "13812345678" })).toBe(Code.KolPhoneInvalid);
    expect(await who.client.call(api.user_msrv.kol_mine, {})).toMatchObject({ state: "none" });

    const saved = await apply(who, { phone_country: "ru", phone: "+7 912 345-67-89" });
    expect(saved).toMatchObject({ phone_country: "RU", phone_code: "+7", phone_e164: "+79123456789" });
  });

  it("takes an uploaded mp4 or a video-site link, platform pages on their own sites, known countries", async () => {
    const who = await member(gw);
    const refused = (fields: object) =>
      refusedWith(who.client.call(api.user_msrv.kol_register, { ...kolForm(who), ...fields }));
    expect(await refused({ video_url: mediaUrl("image") })).toBe(Code.ParamInvalid);
    expect(await refused({ video_url: "/elsewhere/clip.mp4" })).toBe(Code.ParamInvalid);
    expect(await refused({ video_url: "https://videos.example.com/clip.mp4" })).toBe(Code.ParamInvalid);
    expect(await refused({ video_url: "http://www.youtube.com/watch?v=x" })).toBe(Code.ParamInvalid);
    expect(await refused({ twitter: "https://www.facebook.com/me" })).toBe(Code.ParamInvalid);
    expect(await refused({ tiktok: "javascript:alert(1)" })).toBe(Code.ParamInvalid);
    expect(await refused({ countries: ["CN", "XX"] })).toBe(Code.ParamInvalid);
    expect(await refused({ countries: ["CN", "cn"] })).toBe(Code.ParamInvalid);
    expect(await refused({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(",") })).toBe(Code.ParamInvalid);

    const upload = mediaUrl("video");
    const saved = await apply(who, {
      video_url: upload,
      countries: ["ru", "KZ"],
      facebook: "https://m.facebook.com/creator",
      tiktok: "https://www.tiktok.com/@creator",
      tags: "DeFi, defi, NFT",
    });
    expect(saved).toMatchObject({
      state: "under_review",
      video_url: upload,
      countries: ["RU", "KZ"],
      tags: ["DeFi", "NFT"],
      platforms: { facebook: "https://m.facebook.com/creator", tiktok: "https://www.tiktok.com/@creator" },
      revision: 1,
      reason: "",
      like_count: 0,
    });
  });

  it("needs a session (1002)", async () => {
    expect(await refusedWith(gw.client().call(api.user_msrv.kol_register, kolForm({ uid: 1 } as Member)))).toBe(
      Code.NotLoggedIn,
    );
    expect(await refusedWith(gw.client().call(api.user_msrv.kol_mine, {}))).toBe(Code.NotLoggedIn);
  });
});

describe("states: none, under review, approved, not approved, offline, and modifying", () => {
  it("one application per user: a modify replaces it and goes back under review with the next revision", async () => {
    const who = await member(gw);
    const first = await apply(who);
    const second = await apply(who, { name: "Renamed while waiting" });
    expect(second).toMatchObject({
      kol_id: first.kol_id,
      state: "under_review",
      revision: 2,
      name: "Renamed while waiting",
    });
    expect(await gw.db.kysely.selectFrom("kols").select("id").where("uid", "=", who.uid).execute()).toHaveLength(1);
    // The operator read revision 1: deciding on it is refused, on revision 2 it goes through.
    expect(await refusedWith(decide(first.kol_id, "approve", 1))).toBe(Code.KolApplicationChanged);
    expect(await decide(first.kol_id, "approve", 2)).toMatchObject({ state: "approved" });
  });

  it("not approved with its reason, modified back under review, approved, then offline with a reason", async () => {
    const who = await member(gw);
    const mine = () => who.client.call(api.user_msrv.kol_mine, {});
    const app = await apply(who);
    expect(await mine()).toMatchObject({ state: "under_review", application: { kol_id: app.kol_id } });

    await decide(app.kol_id, "refuse", 1, "The video does not show you");
    expect(await mine()).toMatchObject({
      state: "not_approved",
      application: { state: "not_approved", reason: "The video does not show you" },
    });

    const modified = await apply(who, { video_url: mediaUrl("video") });
    expect(modified).toMatchObject({ state: "under_review", revision: 2, reason: "The video does not show you" });

    await decide(app.kol_id, "approve", 2);
    expect(await mine()).toMatchObject({ state: "approved", application: { reason: "" } });
    expect((await mine()).application?.approved_at).not.toBeNull();

    await decide(app.kol_id, "offline", 2, "Paid promotion without disclosure");
    expect(await mine()).toMatchObject({
      state: "offline",
      application: { reason: "Paid promotion without disclosure" },
    });
    expect(await refusedWith(gw.client().call(api.user_msrv.kol_detail, { kol_id: app.kol_id }))).toBe(Code.NotFound);

    const back = await apply(who, { synopsis: "Disclosed every sponsor since." });
    expect(back).toMatchObject({ state: "under_review", revision: 3 });
  });

  it("a modify of an approved profile takes it off the list until approved again, keeping its likes", async () => {
    const who = await member(gw);
    const fan = await member(gw);
    const app = await apply(who);
    await decide(app.kol_id, "approve", 1);
    await fan.client.call(api.user_msrv.kol_click_like, { kol_id: app.kol_id });
    await apply(who, { name: "New stage name" });
    expect(await refusedWith(gw.client().call(api.user_msrv.kol_detail, { uid: who.uid }))).toBe(Code.NotFound);
    await decide(app.kol_id, "approve", 2);
    expect(await gw.client().call(api.user_msrv.kol_detail, { uid: who.uid })).toMatchObject({
      name: "New stage name",
      like_count: 1,
    });
  });
});
