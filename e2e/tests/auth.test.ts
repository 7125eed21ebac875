import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppSession, openApp, signInAt, signInWithScriptedWallet, storage, visibleToasts } from "../src/app";
import { TEST_KEYS } from "../src/wallet";

const SESSION_KEYS = [
  "AccessToken",
  "RefreshToken",
  "uid",
  "WalletAddr",
  "islogin",
  "type",
  "address",
  "is_click_connect_btn",
  "chainId",
  "networkId",
];

describe("wallet sign-in", () => {
  let app: AppSession;
  afterEach(async () => app?.close());

  describe("on the configured chain", () => {
    beforeEach(async () => {
      app = await openApp();
    });

    it("sends an anonymous visitor of an (auth) route to the login page with redirect and requireLogin", async () => {
      await app.page.goto(app.url("/ucenter/profile?tab=settings"));
      await app.page.waitForURL(/\/auth\/icms_login/);
      const url = new URL(app.page.url());
      expect(url.searchParams.get("redirect")).toBe("/ucenter/profile?tab=settings");
      expect(url.searchParams.get("requireLogin")).toBe("true");
      await expect(app.page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Sign in with your wallet");
      await app.page.getByText("Sign-in required").waitFor();
    });

    it("signs in with the wallet, stores the session and lands back on the target", async () => {
      await signInAt(app, "/ucenter/profile");
      const stored = await storage(app.page);
      for (const key of SESSION_KEYS) expect(stored[key], key).toBeTruthy();
      expect(stored.WalletAddr?.toLowerCase()).toBe(app.wallet.address.toLowerCase());
      expect(stored.chainId).toBe("97");
      expect(stored.type).toBe("1");
      await app.page.getByRole("heading", { level: 1, name: "Profile" }).waitFor();
      await app.page.getByRole("textbox", { name: "Wallet address" }).waitFor();
      expect(await app.page.getByRole("textbox", { name: "Wallet address" }).inputValue()).toBe(
        stored.WalletAddr?.toLowerCase(),
      );
      // Privileges arrive once, a second after login.
      await app.page.waitForFunction(() => localStorage.getItem("userPrivilege") !== null, undefined, {
        timeout: 10_000,
      });
      expect(app.wallet.calls).toContain("personal_sign");
    });

    it("treats a declined signature as no error", async () => {
      app.wallet.rejectNext("personal_sign");
      await app.page.goto(app.url("/auth/icms_login"));
      await app.page.getByRole("button", { name: /Scripted Test Wallet/ }).click();
      await app.page.waitForFunction(() => !document.querySelector('[role="status"][aria-live="polite"]'));
      await app.page.waitForTimeout(500);
      expect(await visibleToasts(app.page, "danger")).toBe(0);
      expect((await storage(app.page)).AccessToken).toBeUndefined();
    });

    it("logs out: the gateway revokes the refresh token and local storage keeps only the language", async () => {
      await app.page.goto(app.url("/index"));
      await app.page.evaluate(() => localStorage.setItem("pcsite_lang", "en"));
      await signInAt(app, "/ucenter/profile");
      const refreshToken = (await storage(app.page)).RefreshToken;
      const logoutCall = app.page.waitForResponse((response) => response.url().includes("/user_msrv/logout"));
      await app.page.getByRole("button", { name: /Account menu/ }).click();
      await app.page.getByRole("menuitem", { name: "Log out" }).click();
      const response = await logoutCall;
      expect(response.request().headers().refreshtoken).toBe(refreshToken);
      expect(((await response.json()) as { code: number }).code).toBe(0);
      await app.page.getByRole("link", { name: "Log in" }).first().waitFor();
      await app.page.waitForFunction(() => localStorage.length === 1);
      expect(await storage(app.page)).toEqual({ pcsite_lang: "en" });
    });

    it("ends the session when the wallet switches to another account", async () => {
      await app.page.goto(app.url("/index"));
      await app.page.evaluate(() => localStorage.setItem("pcsite_lang", "en"));
      await signInAt(app, "/ucenter/profile");
      await app.page.getByRole("textbox", { name: "Wallet address" }).waitFor();
      const reloaded = app.page.waitForEvent("load");
      await app.wallet.changeAccount(TEST_KEYS.bob);
      await reloaded;
      await app.page.waitForURL(/\/auth\/icms_login\?.*requireLogin=true/);
      expect(await storage(app.page)).toEqual({ pcsite_lang: "en" });
    });

    it("ends the session when the wallet moves to another chain", async () => {
      await signInAt(app, "/ucenter/profile");
      await app.page.getByRole("textbox", { name: "Wallet address" }).waitFor();
      const reloaded = app.page.waitForEvent("load");
      await app.wallet.changeChain(56);
      await reloaded;
      await app.page.waitForURL(/\/auth\/icms_login\?.*requireLogin=true/);
      expect((await storage(app.page)).AccessToken).toBeUndefined();
    });
  });

  describe("on another chain", () => {
    beforeEach(async () => {
      app = await openApp({ wallet: { chainId: 56 } });
    });

    it("refuses the login with the switch prompt, then signs in after the switch", async () => {
      await app.page.goto(app.url("/auth/icms_login?redirect=%2Fucenter%2Fprofile"));
      await app.page.getByRole("button", { name: /Scripted Test Wallet/ }).click();
      const alert = app.page.getByRole("alert").filter({ hasText: "Wrong network" });
      await alert.waitFor();
      expect(await alert.textContent()).toContain("BSC test network (97)");
      expect((await storage(app.page)).AccessToken).toBeUndefined();
      expect(app.wallet.calls).not.toContain("personal_sign");

      await alert.getByRole("button", { name: /Switch to/ }).click();
      await alert.waitFor({ state: "detached" });
      expect(app.wallet.chainId).toBe(97);
      await signInWithScriptedWallet(app.page);
      await app.page.waitForURL(/\/ucenter\/profile$/);
    });
  });
});
