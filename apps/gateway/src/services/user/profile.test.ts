import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { newWallet, refusedWith, signIn, startTestGateway, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let me: ReturnType<TestGateway["client"]>;
let uid: number;
beforeAll(async () => {
  gw = await startTestGateway();
  const login = await signIn(gw, newWallet());
  me = gw.client(login.session);
  uid = login.uid;
});
afterAll(() => gw.close());

describe("profile", () => {
  it("starts with the short address as nickname", async () => {
    const info = await me.call(api.user_msrv.userinfo, {});
    expect(info.nickname).toMatch(/^0x[0-9a-f]{4}…[0-9a-f]{4}$/);
  });

  it("saves each field and answers the updated user", async () => {
    expect((await me.call(api.user_msrv.set_nickname, { nickname: "  Satoshi  " })).nickname).toBe("Satoshi");
    expect((await me.call(api.user_msrv.set_email, { email: "s@example.org" })).email).toBe("s@example.org");
    expect((await me.call(api.user_msrv.set_bio, { bio: "Writes about rollups." })).bio).toBe("Writes about rollups.");
    expect((await me.call(api.user_msrv.set_avatar, { avatar_url: "/uploads/a.png" })).avatar_url).toBe(
      "/uploads/a.png",
    );
    const info = await me.call(api.user_msrv.set_profile, { nickname: "Nakamoto", bio: "" });
    expect(info).toMatchObject({ nickname: "Nakamoto", bio: "", email: "s@example.org", avatar_url: "/uploads/a.png" });
    expect(await me.call(api.user_msrv.userinfo, {})).toMatchObject({ nickname: "Nakamoto" });
  });

  it("refuses bad values and changes nothing", async () => {
    const before = await me.call(api.user_msrv.userinfo, {});
    const bad = [
      me.call(api.user_msrv.set_email, { email: "nope" }),
      me.call(api.user_msrv.set_nickname, { nickname: "" }),
      me.call(api.user_msrv.set_nickname, { nickname: "x".repeat(31) }),
      me.call(api.user_msrv.set_bio, { bio: "x".repeat(201) }),
      me.call(api.user_msrv.set_avatar, { avatar_url: "javascript:alert(1)" }),
      me.call(api.user_msrv.set_profile, {}),
      me.call(api.user_msrv.set_profile, { nickname: "ok", email: "broken@" }),
    ];
    for (const call of bad) expect(await refusedWith(call)).toBe(Code.ParamInvalid);
    expect(await me.call(api.user_msrv.userinfo, {})).toEqual(before);
  });

  it("needs a session", async () => {
    expect(await refusedWith(gw.client().call(api.user_msrv.set_bio, { bio: "x" }))).toBe(Code.NotLoggedIn);
  });
});

describe("privileges", () => {
  it("lists every privilege with the user's value", async () => {
    const list = await me.call(api.user_msrv.user_privilege_list, {});
    expect(list.map((p) => p.privilege_code)).toContain("write_article");
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(["privilege_code", "privilege_typedata", "val"]);
    }
  });

  it("applies the grant rule to defaults and to the user's own values", async () => {
    expect(await me.call(api.user_msrv.user_privilege_info, { privilege_code: "write_article" })).toMatchObject({
      privilege_typedata: 2,
      val: 1,
      granted: true,
    });
    expect((await me.call(api.user_msrv.user_privilege_info, { privilege_code: "dao_review" })).granted).toBe(false);
    await gw.db.query("INSERT INTO user_privileges (uid, privilege_code, val) VALUES ($1, 'daily_topic_quota', 0)", [
      uid,
    ]);
    expect(await me.call(api.user_msrv.user_privilege_info, { privilege_code: "daily_topic_quota" })).toMatchObject({
      privilege_typedata: 1,
      val: 0,
      granted: false,
    });
  });

  it("answers 3002 for an unknown privilege", async () => {
    expect(await refusedWith(me.call(api.user_msrv.user_privilege_info, { privilege_code: "fly" }))).toBe(
      Code.NotFound,
    );
  });
});
