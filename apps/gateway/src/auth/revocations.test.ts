import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code, createGatewayClient, WIRE } from "@icms/protocol";
import { newWallet, openTestDatabase, refusedWith, signIn, type TestGateway } from "../../test/harness.js";
import { buildApp } from "../app.js";
import { type InvalidationBus, localInvalidationBus, redisInvalidationBus } from "../cache/invalidation.js";
import { loadConfig } from "../config.js";
import type { Db } from "../db/db.js";
import { sessionRevocations } from "./revocations.js";

describe("revoked sign-ins in memory", () => {
  it("refuses a family once it is announced, and forgets it after an access token's lifetime", async () => {
    let clock = 1_000_000;
    const bus = localInvalidationBus();
    const revoked = sessionRevocations(bus, 60, () => clock);
    expect(revoked.has("f1")).toBe(false);
    await revoked.announce("f1");
    expect(revoked.has("f1")).toBe(true);
    expect(revoked.has("f2")).toBe(false);
    clock += 59_999;
    expect(revoked.has("f1")).toBe(true);
    clock += 1;
    expect(revoked.has("f1")).toBe(false);
  });

  it("ignores other keys on the bus", async () => {
    const bus = localInvalidationBus();
    const revoked = sessionRevocations(bus, 60);
    await bus.publish("user:f1");
    expect(revoked.has("f1")).toBe(false);
    expect(revoked.has("user:f1")).toBe(false);
  });
});

/**
 * Two gateway instances on one database, as a deployment runs them: with REDIS_URL each has its
 * own Redis connections, without it they share one in-process bus.
 */
describe("logout ends the session on every instance", () => {
  let db: Db;
  let drop: () => Promise<void>;
  const apps: FastifyInstance[] = [];
  const shared = localInvalidationBus();

  async function instance(): Promise<TestGateway> {
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: "0",
      PUBLIC_ORIGIN: "http://localhost:8080",
    });
    const redis = process.env.REDIS_URL;
    const bus: InvalidationBus = redis ? await redisInvalidationBus(redis, `icms:test:${process.pid}`) : shared;
    const app = await buildApp({ config, db, bus });
    apps.push(app);
    const url = await app.listen({ host: "127.0.0.1", port: 0 });
    return {
      url,
      db,
      config,
      client: (session = {}) =>
        createGatewayClient({
          baseUrl: url,
          appId: config.APP_ID,
          appSecret: config.APP_SECRET,
          lang: () => "en",
          tokens: () => session,
        }),
      post: (path, fields) =>
        fetch(`${url}${WIRE.basePath}/${path}`, { method: "POST", body: new URLSearchParams(fields) }),
      close: () => app.close(),
    };
  }

  beforeAll(async () => {
    ({ db, drop } = await openTestDatabase());
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop();
  });

  it("refuses the old access token on the other instance, remembered there or not", async () => {
    const [a, b] = [await instance(), await instance()];
    const login = await signIn(a, newWallet());
    // B has verified (and remembers) the token before the logout.
    expect((await b.client(login.session).call(api.user_msrv.userinfo, {})).uid).toBe(login.uid);
    await a.client(login.session).call(api.user_msrv.logout, {});
    // The announcement may take a moment to cross Redis; the refusal must follow at once after it.
    await expect
      .poll(() => refusedWith(b.client(login.session).call(api.user_msrv.userinfo, {})))
      .toBe(Code.TokenInvalid);
    expect(await refusedWith(a.client(login.session).call(api.user_msrv.userinfo, {}))).toBe(Code.TokenInvalid);
    expect(await refusedWith(a.client(login.session).call(api.user_msrv.refresh, {}))).toBe(Code.ClearSession);
  });

  it("logs out with the access token alone", async () => {
    const a = await instance();
    const login = await signIn(a, newWallet());
    await a.client({ accessToken: login.AccessToken }).call(api.user_msrv.logout, {});
    expect(await refusedWith(a.client(login.session).call(api.user_msrv.userinfo, {}))).toBe(Code.TokenInvalid);
    expect(await refusedWith(a.client(login.session).call(api.user_msrv.refresh, {}))).toBe(Code.ClearSession);
  });

  it("refuses it on an instance started after the logout", async () => {
    const a = await instance();
    const login = await signIn(a, newWallet());
    await a.client(login.session).call(api.user_msrv.logout, {});
    const later = await instance();
    expect(await refusedWith(later.client(login.session).call(api.user_msrv.userinfo, {}))).toBe(Code.TokenInvalid);
  });

  it("leaves other sign-ins of the same wallet working", async () => {
    const a = await instance();
    const wallet = newWallet();
    const first = await signIn(a, wallet);
    const second = await signIn(a, wallet);
    await a.client(first.session).call(api.user_msrv.logout, {});
    expect((await a.client(second.session).call(api.user_msrv.userinfo, {})).uid).toBe(second.uid);
  });

  it("a replayed refresh token ends the sign-in's access tokens too", async () => {
    const a = await instance();
    const login = await signIn(a, newWallet());
    const rotated = await a.client(login.session).call(api.user_msrv.refresh, {});
    expect(await refusedWith(a.client(login.session).call(api.user_msrv.refresh, {}))).toBe(Code.ClearSession);
    const fresh = { accessToken: rotated.AccessToken, refreshToken: rotated.RefreshToken };
    expect(await refusedWith(a.client(fresh).call(api.user_msrv.userinfo, {}))).toBe(Code.TokenInvalid);
  });
});
