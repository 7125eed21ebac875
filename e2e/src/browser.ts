import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

/** Flags every browser test runs with: headless, no sandbox, nothing phoning home. */
const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's Chromium where installed, otherwise the binary shipped by @sparticuz/chromium (unpacked
 * to the temporary folder on first use; the suite's setup asks once so no test pays for it).
 */
export async function chromiumPath(): Promise<string> {
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  const sparticuz = (await import("@sparticuz/chromium")).default;
  return sparticuz.executablePath();
}

export interface BrowserSession {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh browser with its own new profile directory, removed again on close. */
export async function openBrowser(
  options: { locale?: string; viewport?: { width: number; height: number } } = {},
): Promise<BrowserSession> {
  const userDataDir = await mkdtemp(join(tmpdir(), "icms-e2e-profile-"));
  const launch = async () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: await chromiumPath(),
      headless: true,
      args: CHROMIUM_FLAGS,
      locale: options.locale ?? "en-US",
      viewport: options.viewport ?? { width: 1280, height: 900 },
    });
  const context = await launch().catch(async (error: Error) => {
    // A binary just unpacked can still be held open for writing for a moment (spawn ETXTBSY).
    if (!error.message.includes("ETXTBSY")) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return launch();
  });
  return {
    context,
    async close() {
      await context.close().catch(() => undefined);
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}
