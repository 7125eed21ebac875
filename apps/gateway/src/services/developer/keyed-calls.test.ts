import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awayFromMinuteEdge, holderWithApp, inDays, keyedCall } from "../../../test/developer.js";
import { refusedWith, startTestGateway, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const KEY_HEADERS = [
  "x-ratelimit-limit-minute",
  "x-ratelimit-remaining-minute",
  "x-ratelimit-limit-day",
  "x-ratelimit-remaining-day",
];

describe("a call made with an API key", () => {
  it("runs a public action and the holder's own, with the quotas in headers", async () => {
    const { uid, key } = await holderWithApp(gw, { quota_minute: 10, quota_day: 100 });
    const list = await keyedCall(gw.url, key, "appcms_msrv/information_list", { page: 1 });
    expect(list.code).toBe(Code.Success);
    expect(list.data).toMatchObject({ page: 1, list: expect.any(Array) });
    expect(list.headers.get("x-ratelimit-limit-minute")).toBe("10");
    expect(list.headers.get("x-ratelimit-remaining-minute")).toBe("9");
    expect(list.headers.get("x-ratelimit-limit-day")).toBe("100");
    expect(list.headers.get("x-ratelimit-remaining-day")).toBe("99");

    const me = await keyedCall(gw.url, key, "user_msrv/userinfo");
    expect(me.code).toBe(Code.Success);
    expect(me.data.uid).toBe(uid);
    expect(me.headers.get("x-ratelimit-remaining-day")).toBe("98");
  });

  it("records the last use, at most once a minute", async () => {
    const { session, saved, key } = await holderWithApp(gw);
    expect(saved.app.last_used_at).toBeNull();
    await keyedCall(gw.url, key, "user_msrv/userinfo");
    const list = () => gw.client(session).call(api.user_msrv.developer_open_list, {});
    const first = (await list()).list[0]?.last_used_at;
    expect(first).toBeGreaterThan(Math.floor(Date.now() / 1000) - 60);
    // Written a minute ago: the next call writes it again; a call within the minute does not.
    await gw.db.query("UPDATE developer_apps SET last_used_at = now() - interval '5 minutes' WHERE id = $1", [
      saved.app.app_id,
    ]);
    await keyedCall(gw.url, key, "user_msrv/userinfo");
    expect((await list()).list[0]?.last_used_at).toBeGreaterThan(Math.floor(Date.now() / 1000) - 60);
    await gw.db.query("UPDATE developer_apps SET last_used_at = now() - interval '30 seconds' WHERE id = $1", [
      saved.app.app_id,
    ]);
    const before = (await list()).list[0]?.last_used_at as number;
    await keyedCall(gw.url, key, "user_msrv/userinfo");
    expect((await list()).list[0]?.last_used_at).toBe(before);
  });

  it("is refused outside the key's scopes, and for actions no key may call", async () => {
    const { key } = await holderWithApp(gw, { scopes: ["user_msrv/userinfo"] });
    const outside = await keyedCall(gw.url, key, "appcms_msrv/information_list");
    expect([outside.status, outside.code]).toEqual([403, Code.ApiKeyScopeDenied]);
    for (const path of ["user_msrv/logout", "user_msrv/refresh", "user_msrv/developer_open_list"]) {
      const never = await keyedCall(gw.url, key, path);
      expect([never.status, never.code]).toEqual([403, Code.ApiKeyNotAllowed]);
    }
  });

  it("never goes beyond the holder's role: an operator's call still needs the privilege", async () => {
    const { key } = await holderWithApp(gw, { scopes: ["appcms_msrv/information_del"] });
    const del = await keyedCall(gw.url, key, "appcms_msrv/information_del", { ids: [1] });
    expect(del.code).toBe(Code.PermissionDenied);
  });

  it("is refused past the minute's quota with 429, Retry-After and the headers", { timeout: 30_000 }, async () => {
    const { key } = await holderWithApp(gw, { quota_minute: 2, quota_day: 100 });
    await awayFromMinuteEdge();
    for (const remaining of ["1", "0"]) {
      const ok = await keyedCall(gw.url, key, "user_msrv/userinfo");
      expect(ok.code).toBe(Code.Success);
      expect(ok.headers.get("x-ratelimit-remaining-minute")).toBe(remaining);
    }
    const refused = await keyedCall(gw.url, key, "user_msrv/userinfo");
    expect([refused.status, refused.code]).toEqual([429, Code.ApiKeyMinuteQuota]);
    expect(refused.msg).toMatch(/minute/);
    for (const name of KEY_HEADERS) expect(refused.headers.get(name)).not.toBeNull();
    expect(refused.headers.get("x-ratelimit-remaining-minute")).toBe("0");
    const retry = Number(refused.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
  });

  it("is refused once the key has expired", async () => {
    const { saved, key } = await holderWithApp(gw);
    await gw.db.query("UPDATE developer_apps SET expires_at = now() - interval '1 second' WHERE id = $1", [
      saved.app.app_id,
    ]);
    const refused = await keyedCall(gw.url, key, "user_msrv/userinfo");
    expect([refused.status, refused.code]).toEqual([401, Code.ApiKeyExpired]);
    expect(refused.headers.get("x-ratelimit-limit-minute")).toBeNull();
  });

  it("is refused from the next call on once revoked", async () => {
    const { session, saved, key } = await holderWithApp(gw);
    expect((await keyedCall(gw.url, key, "user_msrv/userinfo")).code).toBe(Code.Success);
    const revoked = await gw.client(session).call(api.user_msrv.developer_open_revoke, { app_id: saved.app.app_id });
    expect(revoked.state).toBe("revoked");
    const refused = await keyedCall(gw.url, key, "user_msrv/userinfo");
    expect([refused.status, refused.code]).toEqual([401, Code.ApiKeyRevoked]);
  });

  it("is refused for a key no app holds, or a known key id with the wrong secret", async () => {
    const { key } = await holderWithApp(gw);
    const forged = `${key.slice(0, -4)}AAAA` === key ? `${key.slice(0, -4)}BBBB` : `${key.slice(0, -4)}AAAA`;
    for (const wrong of ["icms_nothing", "icms_000000000000_0000000000000000000000000000000000000000000", forged]) {
      const refused = await keyedCall(gw.url, wrong, "user_msrv/userinfo");
      expect([refused.status, refused.code]).toEqual([401, Code.ApiKeyUnknown]);
    }
  });

  it("is refused when the holder's account is rejected", async () => {
    const { uid, key } = await holderWithApp(gw);
    await gw.db.query("UPDATE users SET status = 1 WHERE uid = $1", [uid]);
    const refused = await keyedCall(gw.url, key, "appcms_msrv/information_list");
    expect([refused.status, refused.code]).toEqual([403, Code.AccountRejected]);
  });

  it("leaves the web app's signed calls as they were", async () => {
    const { session } = await holderWithApp(gw, { expires_at: inDays(1) });
    expect((await gw.client(session).call(api.user_msrv.userinfo, {})).uid).toBeGreaterThan(0);
    expect(await refusedWith(gw.client().call(api.user_msrv.userinfo, {}))).toBe(Code.NotLoggedIn);
  });
});
