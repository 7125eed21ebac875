import type { Page } from "playwright-core";
import { createGatewayClient } from "../../packages/protocol/src/index.ts";

/**
 * A gateway client signed in as the user of `page` (its stored tokens), for arranging data a
 * test needs but does not test. It signs with the gateway's development app credentials, as
 * the web app built for tests does.
 */
export async function gatewayAs(page: Page, baseUrl: string) {
  const tokens = await page.evaluate(() => ({
    accessToken: localStorage.getItem("AccessToken"),
    refreshToken: localStorage.getItem("RefreshToken"),
  }));
  return createGatewayClient({
    baseUrl: new URL(baseUrl).origin,
    appId: "icms-web",
    appSecret: "dev-only-app-secret",
    tokens: () => tokens,
  });
}
