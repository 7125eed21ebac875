import { detailOf, field, postText, refusalByStatus, unanswered, whoamiOf } from "./classify.js";
import type { Connector } from "./types.js";

/** Where a channel's message is seen: `t.me/<name>/<id>`, or `t.me/c/<id>/<id>` for a private one. */
function messageUrl(chat: string, body: unknown, messageId: string): string {
  const username = field(body, "result", "chat", "username") ?? (chat.startsWith("@") ? chat.slice(1) : undefined);
  if (username) return `https://t.me/${username}/${messageId}`;
  const chatId = field(body, "result", "chat", "id") ?? chat;
  return chatId.startsWith("-100") ? `https://t.me/c/${chatId.slice(4)}/${messageId}` : "";
}

/** Telegram Bot API: a photo (the cover) captioned with the title and link, or a message without a cover. */
export const telegramConnector: Connector = {
  network: "telegram",
  maxTextChars: 1024,
  postsImage: true,
  async post(env, credentials, content) {
    const base = `${env.config.MULTISEND_TELEGRAM_API_URL}/bot${credentials.bot_token ?? ""}`;
    const chat = credentials.chat_id ?? "";
    const outcome = content.cover_url
      ? await env.call({
          method: "POST",
          url: `${base}/sendPhoto`,
          json: { chat_id: chat, photo: content.cover_url, caption: postText(content.title, content.link, 1024) },
        })
      : await env.call({
          method: "POST",
          url: `${base}/sendMessage`,
          json: { chat_id: chat, text: postText(content.title, content.link, 4096) },
        });
    if (outcome.kind !== "answered") return unanswered(outcome);
    const id = field(outcome.body, "result", "message_id");
    if (outcome.status === 200 && id)
      return { kind: "posted", remote_id: id, remote_url: messageUrl(chat, outcome.body, id) };
    if (outcome.status === 429) {
      const seconds = Number(field(outcome.body, "parameters", "retry_after"));
      return {
        kind: "rate_limited",
        retry_after_ms: Number.isFinite(seconds) ? seconds * 1000 : null,
        detail: detailOf(outcome.body),
      };
    }
    return refusalByStatus(outcome);
  },
  async whoami(env, credentials) {
    const outcome = await env.call({
      method: "GET",
      url: `${env.config.MULTISEND_TELEGRAM_API_URL}/bot${credentials.bot_token ?? ""}/getMe`,
    });
    // Telegram answers an unknown bot token with 401, or 404 for a malformed one.
    return whoamiOf(outcome, (body) => {
      const username = field(body, "result", "username");
      return username ? `@${username}` : undefined;
    });
  },
};
