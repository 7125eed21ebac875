import type { MultisendNetwork } from "@icms/protocol";
import { discordConnector } from "./discord.js";
import { facebookConnector } from "./facebook.js";
import { mastodonConnector } from "./mastodon.js";
import { telegramConnector } from "./telegram.js";
import type { Connector } from "./types.js";
import { vkConnector } from "./vk.js";
import { xConnector } from "./x.js";

/** One connector per network. */
export const CONNECTORS: Readonly<Record<MultisendNetwork, Connector>> = {
  x: xConnector,
  telegram: telegramConnector,
  discord: discordConnector,
  facebook: facebookConnector,
  mastodon: mastodonConnector,
  vk: vkConnector,
};
