import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { privateKeyToAccount } from "viem/accounts";
import { devPrivateKey } from "../../contracts/src/chain/dev-roles.ts";
import { api, Code, createGatewayClient } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInWithScriptedWallet } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { TEST_KEYS } from "../src/wallet";

const RUN = Date.now().toString(36);
const TITLE = `Rollup builders meetup ${RUN}`;
const HOUR_MS = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** Dave, the demo operator (privilege edit_activity), signed in through the API. */
async function operatorClient() {
  const baseUrl = new URL(inject("baseUrl")).origin;
  const account = privateKeyToAccount(devPrivateKey("dave"));
  let tokens: { accessToken?: string; refreshToken?: string } = {};
  const client = createGatewayClient({
    baseUrl,
    appId: "icms-web",
    appSecret: "dev-only-app-secret",
    tokens: () => tokens,
  });
  const { message } = await client.call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
  const login = await client.call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature: await account.signMessage({ message }),
  });
  tokens = { accessToken: login.AccessToken, refreshToken: login.RefreshToken };
  return client;
}

/** Signs in from the login page and comes back to `path`. */
async function signInTo(app: AppSession, path: string) {
  await app.page.goto(app.url(`/auth/icms_login?redirect=${encodeURIComponent(path)}`));
  await signInWithScriptedWallet(app.page);
  await app.page.waitForURL((url) => url.pathname === new URL(app.url(path)).pathname);
}

async function signUpThroughForm(app: AppSession, button: string, name: string) {
  const page = app.page;
  await page.getByRole("button", { name: button }).click();
  await page.getByRole("textbox", { name: "Name" }).fill(name);
  await page.getByRole("textbox", { name: /^Contact/ }).fill("+351 912 345 678");
  await page.getByRole("textbox", { name: "E-mail" }).fill("not-an-email");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText("E-mail format is incorrect").waitFor();
  await page.getByRole("textbox", { name: "E-mail" }).fill(`${name.toLowerCase()}@example.org`);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Confirm signup" }).click();
}

describe("activities: signup, a full activity's waitlist, and promotion on cancel", () => {
  let alice: AppSession;
  let bob: AppSession;
  let itemPath = "";

  beforeAll(async () => {
    const dave = await operatorClient();
    const saved = await dave.call(api.appcms_msrv.activity_save, {
      kind: "meetup",
      lang: "en",
      title: TITLE,
      abstract: "Short talks on rollups, then drinks.",
      content: "<p>Three <strong>short talks</strong>.</p>",
      cover_url: "/uploads/image/2025/01/00000000000000000000000000000000.png",
      place: "Lisbon, Rua Augusta 120",
      online_url: "",
      starts_at: at(48),
      ends_at: at(50),
      signup_deadline: at(24),
      capacity: 1,
    });
    itemPath = `/appcms/activity_item?activity_id=${saved.activity_id}`;
    [alice, bob] = await Promise.all([openApp(), openApp({ wallet: { privateKey: TEST_KEYS.bob } })]);
  });
  afterAll(async () => {
    await Promise.all([alice?.close(), bob?.close()]);
  });

  it("lists the activity with its day marked on the calendar, with no serious axe violations", async () => {
    const page = alice.page;
    await page.goto(alice.url("/appcms/activity_list"));
    await page.getByRole("heading", { level: 1, name: "Events" }).waitFor();
    await page.getByRole("link", { name: TITLE }).waitFor();
    expect(await page.locator('[data-has-activity="true"]').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("signs alice up once: the place is hers, and a second signup is refused", async () => {
    const page = alice.page;
    await signInTo(alice, itemPath);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await page.getByText("1 places left").first().waitFor();
    await signUpThroughForm(alice, "Sign up", "Alice");
    await page.getByText("You are signed up", { exact: true }).waitFor();
    await page.getByText("Full · 0 waiting").first().waitFor();
    // The form's dialog has faded out before the page is checked.
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // The form is gone; a second signup through the API is refused and changes nothing.
    expect(await page.getByRole("button", { name: "Sign up" }).count()).toBe(0);
    const client = await gatewayAs(page, alice.url("/"));
    const activityId = Number(new URL(alice.url(itemPath)).searchParams.get("activity_id"));
    const second = await client
      .call(api.appcms_msrv.activity_merchant_signup, {
        activity_id: activityId,
        name: "Alice",
        contact: "+351",
        email: "alice@example.org",
      })
      .then(
        () => 0,
        (error: { code?: number }) => error.code,
      );
    expect(second).toBe(Code.AlreadySignedUp);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("puts bob on the waitlist, then gives him alice's place when she cancels", async () => {
    await signInTo(bob, itemPath);
    await bob.page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await signUpThroughForm(bob, "Join the waitlist", "Bob");
    await bob.page.getByText("You are on the waitlist").waitFor();
    await bob.page.getByText(/You are number 1 in line/).waitFor();

    await alice.page.reload();
    await alice.page.getByRole("button", { name: "Cancel my signup" }).click();
    await alice.page.getByRole("button", { name: "Cancel signup" }).click();
    await alice.page.getByText("Cancelled", { exact: true }).waitFor();

    await bob.page.reload();
    await bob.page.getByText("You are signed up", { exact: true }).waitFor();
    await bob.page.getByText("A place freed up and it is yours now.").waitFor();
    await bob.page.getByText("1 signed up, 0 waiting").waitFor();
  });
});
