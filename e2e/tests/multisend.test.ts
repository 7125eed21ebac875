import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Response } from "playwright-core";
import { startNetworks, type Networks } from "../../apps/gateway/test/networks/index.ts";
import { api, uploadFile } from "../../packages/protocol/src/index.ts";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations } from "../src/axe";
import { gatewayAs } from "../src/gateway-api";
import { makePng } from "../src/png";

/** One run's name, so a rerun against a kept database finds only its own article. */
const RUN = Date.now().toString(36);
const TITLE = `Restaking in five minutes ${RUN}`;

describe("multi-send: credentials entered once and masked, one article sent to two networks", () => {
  let networks: Networks;
  let author: AppSession;
  /** The body of every answer the page fetched (the gateway's calls). */
  const bodies: string[] = [];

  beforeAll(async () => {
    [networks, author] = await Promise.all([startNetworks(), openApp()]);
    author.page.on("response", (response: Response) => {
      if (["fetch", "xhr"].includes(response.request().resourceType())) {
        bodies.push("pending");
        const index = bodies.length - 1;
        response.text().then(
          (text) => {
            bodies[index] = text;
          },
          () => {
            bodies[index] = "";
          },
        );
      }
    });
  });
  afterAll(async () => {
    await Promise.all([author?.close(), networks?.close()]);
  });

  it("connects Mastodon and Discord, shows them masked, sends and sees both sent with their post ids", {
    timeout: 180_000,
  }, async () => {
    const page = author.page;
    await signInAt(author, "/ucenter/multipleSend");
    // The author's published article (review is off in this system: it goes online at once).
    const client = await gatewayAs(page, author.url("/"));
    const tokens = await page.evaluate(() => ({ accessToken: localStorage.getItem("AccessToken") }));
    const cover = await uploadFile(
      {
        baseUrl: new URL(author.url("/")).origin,
        appId: "icms-web",
        appSecret: "dev-only-app-secret",
        tokens: () => tokens,
      },
      new Blob([new Uint8Array(makePng(64, 36))], { type: "image/png" }),
      "cover.png",
      "image",
    );
    const article = await client.call(api.appcms_msrv.my_article_add_save, {
      article_type: 1,
      title: TITLE,
      content: "<p>Why the same stake can secure several services, and what it risks.</p>",
      cover_url: cover.url,
    });
    expect(article.status).toBe("online");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Multi-send to social networks" }).waitFor();
    // No account yet: the page says so and shows every network's form.
    await page.getByText("No account connected yet", { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const mastodon = networks.mastodon.credentials();
    const discord = networks.discord.credentials();
    const mastodonForm = page.getByRole("form", { name: "Credentials for Mastodon" });
    await mastodonForm.getByRole("textbox", { name: "Instance URL" }).fill(mastodon.instance_url ?? "");
    await mastodonForm.getByLabel("Access token").fill(mastodon.access_token ?? "");
    await mastodonForm.getByRole("button", { name: "Connect" }).click();
    const discordForm = page.getByRole("form", { name: "Credentials for Discord" });
    await discordForm.getByLabel("Webhook URL").fill(discord.webhook_url ?? "");
    await discordForm.getByRole("button", { name: "Connect" }).click();

    // Saved once, then shown masked: the last four characters behind dots, and no form any more.
    const mastodonCard = page.getByRole("region", { name: "Mastodon" });
    const discordCard = page.getByRole("region", { name: "Discord" });
    await mastodonCard.getByText(`••••${mastodon.access_token?.slice(-4)}`).waitFor();
    await discordCard.getByText(`••••${discord.webhook_url?.slice(-4)}`).waitFor();
    await mastodonCard.getByText("Connected", { exact: true }).waitFor();
    await discordCard.getByText("Connected", { exact: true }).waitFor();
    expect(await mastodonCard.getByRole("form").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Send the article to both.
    const sendForm = page.getByRole("region", { name: "Send an item" });
    await sendForm.getByPlaceholder("Search your published articles and videos").fill(RUN);
    await page.getByRole("option", { name: TITLE }).click();
    await sendForm.getByRole("checkbox", { name: /^Mastodon/ }).check();
    await sendForm.getByRole("checkbox", { name: /^Discord/ }).check();
    await sendForm.getByRole("button", { name: "Send" }).dblclick();

    const post = page.getByTestId("multisend-post").filter({ hasText: TITLE });
    const sent = (network: string) =>
      post.locator(`[data-testid="multisend-target"][data-network="${network}"][data-state="sent"]`);
    await sent("mastodon").waitFor({ timeout: 60_000 });
    await sent("discord").waitFor({ timeout: 60_000 });

    // Each network received exactly one post, with the title and the link, and its id is shown.
    for (const [name, network] of [
      ["mastodon", networks.mastodon],
      ["discord", networks.discord],
    ] as const) {
      expect(network.posts).toHaveLength(1);
      const received = JSON.stringify(network.posts[0]?.fields);
      expect(received).toContain(TITLE);
      expect(received).toContain(`article_id=${article.article_id}`);
      expect(await sent(name).getByTestId("multisend-remote-id").textContent()).toBe(`Post id ${network.posts[0]?.id}`);
    }
    expect(await post.getByText("Sent", { exact: true }).count()).toBe(2);
    expect(await page.getByTestId("multisend-notice").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The secrets were typed once: never in the page again, nor in any answer the page received.
    await page.reload();
    await mastodonCard.getByText("Connected", { exact: true }).waitFor();
    await expect.poll(() => bodies.includes("pending")).toBe(false);
    const html = await page.content();
    for (const secret of [mastodon.access_token, discord.webhook_url]) {
      expect(secret && secret.length > 8).toBe(true);
      expect(html).not.toContain(secret);
      expect(bodies.filter((body) => body.includes(secret as string))).toEqual([]);
    }
    // The account list was among them, masked.
    expect(bodies.some((body) => body.includes(`••••${mastodon.access_token?.slice(-4)}`))).toBe(true);
  });
});
