/**
 * Local servers that speak each network's API, for the multi-send tests (gateway and browser).
 * `startNetworks()` starts all six on loopback; `env` points the gateway at them.
 */
import type { MultisendNetwork } from "@icms/protocol";
import { FakeDiscord } from "./discord.js";
import { FakeFacebook } from "./facebook.js";
import type { FakeNetwork } from "./fake-network.js";
import { FakeMastodon } from "./mastodon.js";
import { FakeTelegram } from "./telegram.js";
import { FakeVk } from "./vk.js";
import { FakeX } from "./x.js";

export interface Networks {
  x: FakeX;
  telegram: FakeTelegram;
  discord: FakeDiscord;
  facebook: FakeFacebook;
  mastodon: FakeMastodon;
  vk: FakeVk;
  /** Every network by name, for tests that go through all six. */
  all: Record<MultisendNetwork, FakeNetwork>;
  /** The gateway settings that point it at these servers (Discord and Mastodon come from the account). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startNetworks(): Promise<Networks> {
  const all = {
    x: new FakeX(),
    telegram: new FakeTelegram(),
    discord: new FakeDiscord(),
    facebook: new FakeFacebook(),
    mastodon: new FakeMastodon(),
    vk: new FakeVk(),
  };
  await Promise.all(Object.values(all).map((network) => network.start()));
  return {
    ...all,
    all,
    env: {
      MULTISEND_X_API_URL: all.x.url,
      MULTISEND_TELEGRAM_API_URL: all.telegram.url,
      MULTISEND_FACEBOOK_API_URL: all.facebook.url,
      MULTISEND_VK_API_URL: all.vk.url,
      MULTISEND_ALLOW_PRIVATE_HOSTS: "true",
    },
    async close() {
      await Promise.all(Object.values(all).map((network) => network.close()));
    },
  };
}
