import { field, postText, refusalByStatus, unanswered, whoamiOf } from "./classify.js";
import type { Connector } from "./types.js";

/** Discord webhook: a message with the link and an embed of the title, link and cover (`wait=true` answers its id). */
export const discordConnector: Connector = {
  network: "discord",
  maxTextChars: 2000,
  postsImage: true,
  async post(env, credentials, content) {
    const webhook = credentials.webhook_url ?? "";
    const embed: Record<string, unknown> = { title: [...content.title].slice(0, 256).join(""), url: content.link };
    if (content.cover_url) embed.image = { url: content.cover_url };
    const outcome = await env.call({
      method: "POST",
      url: `${webhook}?wait=true`,
      json: { content: postText(content.title, content.link, 2000), embeds: [embed], allowed_mentions: { parse: [] } },
    });
    if (outcome.kind !== "answered") return unanswered(outcome);
    const id = field(outcome.body, "id");
    if (outcome.status === 200 && id) {
      const channel = field(outcome.body, "channel_id");
      const guild = field(outcome.body, "guild_id");
      const url = channel && guild ? `https://discord.com/channels/${guild}/${channel}/${id}` : "";
      return { kind: "posted", remote_id: id, remote_url: url };
    }
    // A deleted webhook (404 Unknown Webhook) is a credentials problem, as 401 is.
    if (outcome.status === 404) return { kind: "auth", detail: "Unknown Webhook" };
    return refusalByStatus(outcome);
  },
  async whoami(env, credentials) {
    const outcome = await env.call({ method: "GET", url: credentials.webhook_url ?? "" });
    return whoamiOf(outcome, (body) => field(body, "name"));
  },
};
