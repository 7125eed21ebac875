import { inject } from "vitest";
import type { Page } from "playwright-core";
import { type BrowserSession, openBrowser } from "./browser";
import { ScriptedWallet, type ScriptedWalletOptions } from "./wallet";

export interface AppSession {
  page: Page;
  /** The scripted wallet; absent when the browser was opened with `wallet: false`. */
  wallet: ScriptedWallet;
  browser: BrowserSession;
  /** An absolute URL on the running system. */
  url(path: string): string;
  close(): Promise<void>;
}

/** A fresh browser with a scripted wallet (none with `wallet: false`), pointed at the running system. */
export async function openApp(
  options: {
    wallet?: ScriptedWalletOptions | false;
    viewport?: { width: number; height: number };
    /** Another running system than the suite's (a test that needs its own settings). */
    baseUrl?: string;
  } = {},
): Promise<AppSession> {
  const baseUrl = options.baseUrl ?? inject("baseUrl");
  const browser = await openBrowser({ viewport: options.viewport });
  const page = await browser.context.newPage();
  const wallet =
    options.wallet === false
      ? (undefined as unknown as ScriptedWallet)
      : await ScriptedWallet.install(page, options.wallet);
  return {
    page,
    wallet,
    browser,
    url: (path) => new URL(path, baseUrl).toString(),
    close: () => browser.close(),
  };
}

export async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/** From the login page: pick the scripted wallet and wait until the app has a session. */
export async function signInWithScriptedWallet(page: Page): Promise<void> {
  await page.getByRole("button", { name: /Scripted Test Wallet/ }).click();
  await page.waitForFunction(() => Boolean(localStorage.getItem("AccessToken")), undefined, { timeout: 20_000 });
}

/** Visits an (auth) page anonymously, signs in and waits to be back on it. */
export async function signInAt(app: AppSession, path: string): Promise<void> {
  await app.page.goto(app.url(path));
  await app.page.waitForURL(/\/auth\/icms_login/);
  await signInWithScriptedWallet(app.page);
  await app.page.waitForURL((url) => url.pathname === new URL(app.url(path)).pathname);
}

export async function visibleToasts(page: Page, type: string): Promise<number> {
  return page.locator(`[data-type="${type}"]`).count();
}
