import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiweMessage } from "viem/siwe";
import { randomUUID } from "node:crypto";
import { api, Code, codeMessage } from "@icms/protocol";
import { createSigner } from "fast-jwt";
import { newWallet, refusedWith, signIn, startTestGateway, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const count = async (table: string) =>
  Number((await gw.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n);

describe("wallet sign-in through the wire format", () => {
  it("signs in, reads the user, refreshes and rotates", async () => {
    const account = newWallet();
    const login = await signIn(gw, account);
    expect(login.uid).toBeGreaterThan(0);
    expect(login.authorInfo.wallet_addr).toBe(account.address.toLowerCase());

    const me = await gw.client(login.session).call(api.user_msrv.userinfo, {});
    expect(me).toMatchObject({ uid: login.uid, wallet_addr: account.address.toLowerCase() });

    const rotated = await gw.client({ refreshToken: login.RefreshToken }).call(api.user_msrv.refresh, {});
    expect(rotated.RefreshToken).not.toBe(login.RefreshToken);
    expect((await gw.client({ accessToken: rotated.AccessToken }).call(api.user_msrv.userinfo, {})).uid).toBe(
      login.uid,
    );

    // The old refresh token stopped working, and replaying it ends the whole sign-in.
    expect(await refusedWith(gw.client({ refreshToken: login.RefreshToken }).call(api.user_msrv.refresh, {}))).toBe(
      Code.ClearSession,
    );
    expect(await refusedWith(gw.client({ refreshToken: rotated.RefreshToken }).call(api.user_msrv.refresh, {}))).toBe(
      Code.ClearSession,
    );
  });

  it("creates the user once and signs the same wallet in again as the same user", async () => {
    const account = newWallet();
    const first = await signIn(gw, account);
    const before = await count("users");
    const second = await signIn(gw, account);
    expect(second.uid).toBe(first.uid);
    expect(await count("users")).toBe(before);
  });

  it("issues an EIP-4361 message for the site, the chain and a 10-minute expiry", async () => {
    const account = newWallet();
    const { nonce, message } = await gw.client().call(api.user_msrv.login_nonce, {
      wallet_addr: account.address,
      chain_id: 97,
    });
    expect(message).toContain("localhost:8080 wants you to sign in with your Ethereum account:");
    expect(message).toContain(account.address);
    expect(message).toContain("Chain ID: 97");
    expect(message).toContain(`Nonce: ${nonce}`);
    const issued = Date.parse(/Issued At: (.+)/.exec(message)?.[1] ?? "");
    const expires = Date.parse(/Expiration Time: (.+)/.exec(message)?.[1] ?? "");
    expect(expires - issued).toBe(600_000);
  });

  it("logs out: the refresh token stops working", async () => {
    const login = await signIn(gw, newWallet());
    await gw.client(login.session).call(api.user_msrv.logout, {});
    expect(await refusedWith(gw.client(login.session).call(api.user_msrv.refresh, {}))).toBe(Code.ClearSession);
  });
});

describe("sign-in refusals", () => {
  it("refuses a nonce for another chain", async () => {
    const code = await refusedWith(
      gw.client().call(api.user_msrv.login_nonce, { wallet_addr: newWallet().address, chain_id: 56 }),
    );
    expect(code).toBe(Code.WrongChain);
  });

  it("refuses a missing or malformed address", async () => {
    expect(await refusedWith(gw.client().call(api.user_msrv.login_nonce, { wallet_addr: "", chain_id: 97 }))).toBe(
      Code.WalletRequired,
    );
    expect(
      await refusedWith(gw.client().call(api.user_msrv.login_nonce, { wallet_addr: "0x1234", chain_id: 97 })),
    ).toBe(Code.WalletFormat);
    expect(
      await refusedWith(
        gw.client().call(api.user_msrv.metamask_login, { wallet_addr: "0xZZ", message: "m", signature: "0x00" }),
      ),
    ).toBe(Code.WalletFormat);
  });

  it("refuses a reused nonce and creates nothing the second time", async () => {
    const account = newWallet();
    const client = gw.client();
    const { message } = await client.call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
    const signature = await account.signMessage({ message });
    await client.call(api.user_msrv.metamask_login, { wallet_addr: account.address, message, signature });
    const tokens = await count("refresh_tokens");
    const code = await refusedWith(
      client.call(api.user_msrv.metamask_login, { wallet_addr: account.address, message, signature }),
    );
    expect(code).toBe(Code.LoginMessageInvalid);
    expect(await count("refresh_tokens")).toBe(tokens);
  });

  it("refuses an expired message", async () => {
    const account = newWallet();
    const { nonce, message } = await gw.client().call(api.user_msrv.login_nonce, {
      wallet_addr: account.address,
      chain_id: 97,
    });
    await gw.db.query("UPDATE login_nonces SET expires_at = now() - interval '1 second' WHERE nonce = $1", [nonce]);
    const signature = await account.signMessage({ message });
    expect(
      await refusedWith(
        gw.client().call(api.user_msrv.metamask_login, { wallet_addr: account.address, message, signature }),
      ),
    ).toBe(Code.LoginMessageInvalid);
  });

  it("refuses a signature by another wallet, and leaves the nonce usable", async () => {
    const account = newWallet();
    const { message } = await gw
      .client()
      .call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
    const forged = await newWallet().signMessage({ message });
    const users = await count("users");
    expect(
      await refusedWith(
        gw.client().call(api.user_msrv.metamask_login, { wallet_addr: account.address, message, signature: forged }),
      ),
    ).toBe(Code.BadWalletSignature);
    expect(await count("users")).toBe(users);
    const signature = await account.signMessage({ message });
    const ok = await gw
      .client()
      .call(api.user_msrv.metamask_login, { wallet_addr: account.address, message, signature });
    expect(ok.uid).toBeGreaterThan(0);
  });

  it("refuses a message for another address, chain or site", async () => {
    const account = newWallet();
    const { nonce } = await gw.client().call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
    const base = {
      address: account.address,
      chainId: 97,
      domain: "localhost:8080",
      nonce,
      uri: "http://localhost:8080",
      version: "1" as const,
    };
    const attempt = async (fields: Partial<typeof base>, wallet = account.address) => {
      const message = createSiweMessage({ ...base, ...fields });
      const signature = await account.signMessage({ message });
      return refusedWith(gw.client().call(api.user_msrv.metamask_login, { wallet_addr: wallet, message, signature }));
    };
    expect(await attempt({ chainId: 56 })).toBe(Code.WrongChain);
    expect(await attempt({ domain: "evil.example" })).toBe(Code.LoginMessageInvalid);
    expect(await attempt({}, newWallet().address)).toBe(Code.BadWalletSignature);
    // A well-formed message the server never issued is refused too.
    expect(await attempt({ nonce: "abcdefgh12345678" })).toBe(Code.LoginMessageInvalid);
  });

  it("refuses a malformed message", async () => {
    const account = newWallet();
    const signature = await account.signMessage({ message: "hello" });
    expect(
      await refusedWith(
        gw.client().call(api.user_msrv.metamask_login, { wallet_addr: account.address, message: "hello", signature }),
      ),
    ).toBe(Code.LoginMessageInvalid);
  });
});

describe("sign-in rate limit", () => {
  // In process, and in Redis when the suite has one: two instances then count against one limit.
  const stores = [["in process", {}]] as [string, Record<string, string>][];
  if (process.env.REDIS_URL) stores.push(["redis", { REDIS_URL: process.env.REDIS_URL }]);

  it.each(stores)(
    "answers 1010 past the per-minute limit, in the caller's language, and issues no more nonces (%s)",
    async (_store, env) => {
      const settings = { LOGIN_RATE_LIMIT: "2", RATE_LIMIT_NAMESPACE: `icms:test:${randomUUID()}:`, ...env };
      const [first, second] = await Promise.all([startTestGateway(settings), startTestGateway(settings)]);
      const shared = env.REDIS_URL !== undefined;
      try {
        const ask = (gw: TestGateway, lang: "en" | "zh-cn" = "en") =>
          gw.client({}, lang).call(api.user_msrv.login_nonce, { wallet_addr: newWallet().address, chain_id: 97 });
        await ask(first);
        await ask(shared ? second : first);
        const refusal = await ask(first, "zh-cn").catch((error) => error);
        expect(refusal.code).toBe(Code.RateLimited);
        expect(refusal.message).toBe(codeMessage(Code.RateLimited, "zh-cn"));
        const rows = await first.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_nonces");
        expect(rows[0]?.n).toBe(shared ? 1 : 2);
        // Other calls are not limited.
        expect(Array.isArray(await first.client().call(api.user_msrv.latest_reg_user, {}))).toBe(true);
      } finally {
        await Promise.all([first.close(), second.close()]);
      }
    },
  );
});

describe("sessions", () => {
  it("answers 1002 without a session", async () => {
    expect(await refusedWith(gw.client().call(api.user_msrv.userinfo, {}))).toBe(Code.NotLoggedIn);
  });

  it("answers 1003 with the spec's text for a forged access token", async () => {
    const login = await signIn(gw, newWallet());
    const [header, payload] = login.AccessToken.split(".");
    const forged = `${header}.${payload}.${"A".repeat(43)}`;
    const error = await gw
      .client({ accessToken: forged })
      .call(api.user_msrv.userinfo, {})
      .catch((e) => e);
    expect(error.code).toBe(Code.TokenInvalid);
    expect(error.message).toBe("Login information expired, please login again");
  });

  it("refuses an access token whose time has passed", async () => {
    const sign = createSigner({ key: gw.config.JWT_SECRET, expiresIn: 900_000, clockTimestamp: Date.now() - 901_000 });
    const expired = sign({ sub: "1", wal: "0x", fam: "f" });
    expect(await refusedWith(gw.client({ accessToken: expired }).call(api.user_msrv.userinfo, {}))).toBe(
      Code.TokenInvalid,
    );
  });

  it("answers 1000 for a refresh without a token", async () => {
    expect(await refusedWith(gw.client().call(api.user_msrv.refresh, {}))).toBe(Code.ClearSession);
  });
});
