import { api, Code, DEVELOPER_LIMITS } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awayFromMinuteEdge, holderWithApp, inDays, keyedCall } from "../../../test/developer.js";
import { newWallet, refusedWith, signIn, startTestGateway, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.close();
});

const form = {
  name: "Dashboard",
  description: "Reads my articles",
  scopes: ["user_msrv/userinfo"],
  expires_at: inDays(10),
  quota_minute: 30,
  quota_day: 500,
};

describe("user_msrv/developer_open_config", () => {
  it("lists the scopes a key may hold, by group, and the platform's ceilings", async () => {
    const { session } = await holderWithApp(gw);
    const config = await gw.client(session).call(api.user_msrv.developer_open_config, {});
    const scopes = config.groups.flatMap((group) => group.scopes);
    expect(scopes).toContainEqual({ scope: "user_msrv/userinfo", kind: "own" });
    expect(scopes).toContainEqual({ scope: "appcms_msrv/information_list", kind: "public" });
    const names = scopes.map((entry) => entry.scope);
    for (const never of ["user_msrv/metamask_login", "user_msrv/logout", "user_msrv/developer_open_save"]) {
      expect(names).not.toContain(never);
    }
    expect(config).toMatchObject({
      quota_minute_max: DEVELOPER_LIMITS.quotaMinuteMax,
      quota_day_max: DEVELOPER_LIMITS.quotaDayMax,
      expiry_days_max: 365,
    });
  });
});

describe("user_msrv/developer_open_save", () => {
  it("shows the key once: in the create reply, never in the list, an edit or verify", async () => {
    const login = await signIn(gw, newWallet());
    const me = gw.client(login.session);
    const created = await me.call(api.user_msrv.developer_open_save, form);
    expect(created.key).toMatch(/^icms_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.app).toMatchObject({ name: "Dashboard", state: "active", scopes: ["user_msrv/userinfo"] });
    expect(created.key?.startsWith(created.app.key_prefix)).toBe(true);
    const stored = await gw.db.query<{ secret_hash: string }>("SELECT secret_hash FROM developer_apps WHERE id = $1", [
      created.app.app_id,
    ]);
    expect(created.key).not.toContain(stored[0]?.secret_hash);

    const key = created.key as string;
    const secret = key.slice(key.lastIndexOf("_") + 1);
    const list = await me.call(api.user_msrv.developer_open_list, {});
    expect(list.total).toBe(1);
    expect(JSON.stringify(list)).not.toContain(secret);
    const edited = await me.call(api.user_msrv.developer_open_save, {
      ...form,
      app_id: created.app.app_id,
      name: "Dashboard 2",
    });
    expect(edited.key).toBeUndefined();
    expect(edited.app.name).toBe("Dashboard 2");
    const check = await gw.client().call(api.user_msrv.developer_open_verify, { key });
    expect(JSON.stringify(check)).not.toContain(secret);
    expect(check).toMatchObject({ valid: true, state: "active", app: { name: "Dashboard 2", remaining_minute: 30 } });
  });

  it("rotates the key: the new one is shown once and works, the old one is unknown", async () => {
    const { session, saved, key } = await holderWithApp(gw);
    const rotated = await gw
      .client(session)
      .call(api.user_msrv.developer_open_save, { ...form, app_id: saved.app.app_id, rotate_key: true });
    expect(rotated.key).toBeDefined();
    expect(rotated.key).not.toBe(key);
    expect((await keyedCall(gw.url, key, "user_msrv/userinfo")).code).toBe(Code.ApiKeyUnknown);
    expect((await keyedCall(gw.url, rotated.key as string, "user_msrv/userinfo")).code).toBe(Code.Success);
  });

  it("refuses scopes, expiries and quotas outside the rules, and saves nothing", async () => {
    const login = await signIn(gw, newWallet());
    const me = gw.client(login.session);
    const save = (change: Partial<typeof form>) =>
      refusedWith(me.call(api.user_msrv.developer_open_save, { ...form, ...change }));
    expect(await save({ scopes: ["user_msrv/logout"] })).toBe(Code.DeveloperScopeInvalid);
    expect(await save({ scopes: ["nothing/here"] })).toBe(Code.DeveloperScopeInvalid);
    expect(await save({ scopes: [] })).toBe(Code.DeveloperScopeInvalid);
    expect(await save({ expires_at: inDays(-1) })).toBe(Code.DeveloperExpiryInvalid);
    expect(await save({ expires_at: inDays(366) })).toBe(Code.DeveloperExpiryInvalid);
    expect(await save({ quota_minute: 0 })).toBe(Code.DeveloperQuotaInvalid);
    expect(await save({ quota_day: DEVELOPER_LIMITS.quotaDayMax + 1 })).toBe(Code.DeveloperQuotaInvalid);
    expect(await save({ quota_minute: 1.5 })).toBe(Code.DeveloperQuotaInvalid);
    expect(await save({ name: "  " })).toBe(Code.ParamInvalid);
    expect((await me.call(api.user_msrv.developer_open_list, {})).total).toBe(0);
  });

  it("keeps apps to their holder, and a revoked one cannot be changed", async () => {
    const owner = await holderWithApp(gw);
    const other = await signIn(gw, newWallet());
    const appId = owner.saved.app.app_id;
    expect(
      await refusedWith(gw.client(other.session).call(api.user_msrv.developer_open_save, { ...form, app_id: appId })),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(gw.client(other.session).call(api.user_msrv.developer_open_revoke, { app_id: appId })),
    ).toBe(Code.NotFound);
    await gw.client(owner.session).call(api.user_msrv.developer_open_revoke, { app_id: appId });
    expect(
      await refusedWith(
        gw.client(owner.session).call(api.user_msrv.developer_open_save, { ...form, app_id: appId, rotate_key: true }),
      ),
    ).toBe(Code.DeveloperAppRevoked);
    const again = await gw.client(owner.session).call(api.user_msrv.developer_open_revoke, { app_id: appId });
    expect(again.state).toBe("revoked");
  });

  it("refuses a new app past the holder's limit; revoked apps do not count", async () => {
    const login = await signIn(gw, newWallet());
    const me = gw.client(login.session);
    const ids: number[] = [];
    for (let i = 0; i < DEVELOPER_LIMITS.appsMax; i++) {
      ids.push((await me.call(api.user_msrv.developer_open_save, form)).app.app_id);
    }
    expect(await refusedWith(me.call(api.user_msrv.developer_open_save, form))).toBe(Code.DeveloperAppLimit);
    await me.call(api.user_msrv.developer_open_revoke, { app_id: ids[0] as number });
    expect((await me.call(api.user_msrv.developer_open_save, form)).key).toBeDefined();
    const page = await me.call(api.user_msrv.developer_open_list, { page: 2, page_size: 20 });
    expect(page).toMatchObject({ total: DEVELOPER_LIMITS.appsMax + 1, page: 2 });
    expect(page.list).toHaveLength(1);
  });
});

describe("user_msrv/developer_open_verify", () => {
  it("answers a key's state and remaining quota without spending it", { timeout: 30_000 }, async () => {
    const { session, saved, key } = await holderWithApp(gw, { quota_minute: 5, quota_day: 50 });
    await awayFromMinuteEdge();
    await keyedCall(gw.url, key, "user_msrv/userinfo");
    const verify = () => gw.client().call(api.user_msrv.developer_open_verify, { key });
    expect(await verify()).toMatchObject({
      valid: true,
      state: "active",
      app: { remaining_minute: 4, remaining_day: 49 },
    });
    expect(await verify()).toMatchObject({ app: { remaining_minute: 4, remaining_day: 49 } });
    await gw.client(session).call(api.user_msrv.developer_open_revoke, { app_id: saved.app.app_id });
    expect(await verify()).toMatchObject({ valid: false, state: "revoked" });
    expect(await gw.client().call(api.user_msrv.developer_open_verify, { key: "icms_unknown" })).toEqual({
      valid: false,
      state: "unknown",
      app: null,
    });
  });

  it("reports an expired key", async () => {
    const { saved, key } = await holderWithApp(gw);
    await gw.db.query("UPDATE developer_apps SET expires_at = now() - interval '1 hour' WHERE id = $1", [
      saved.app.app_id,
    ]);
    expect(await gw.client().call(api.user_msrv.developer_open_verify, { key })).toMatchObject({
      valid: false,
      state: "expired",
    });
  });
});
