import { type FakeReply, type FakeRequest, FakeNetwork, type Misbehaviour } from "./fake-network.js";

const BOT_TOKEN = "7000000001:AAH-fake-bot-token";
const CHAT = "@icms_channel";

/** Telegram Bot API: `getMe`, `sendMessage` and `sendPhoto` under `/bot<token>/`. */
export class FakeTelegram extends FakeNetwork {
  credentials() {
    return { bot_token: BOT_TOKEN, chat_id: CHAT };
  }

  protected handle(request: FakeRequest): FakeReply | "post" {
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.path);
    if (!match) return { status: 404, body: { ok: false, error_code: 404, description: "Not Found" } };
    const [, token, method] = match;
    if (this.revoked || token !== BOT_TOKEN) return this.refusal("auth");
    if (method === "getMe") {
      return {
        status: 200,
        body: { ok: true, result: { id: 7000000001, is_bot: true, first_name: "ICMS", username: "icms_bot" } },
      };
    }
    if (method === "sendMessage" || method === "sendPhoto") {
      if (request.fields.chat_id !== CHAT) {
        return { status: 400, body: { ok: false, error_code: 400, description: "Bad Request: chat not found" } };
      }
      return "post";
    }
    return { status: 404, body: { ok: false, error_code: 404, description: "Not Found" } };
  }

  protected posted(_request: FakeRequest, id: string): FakeReply {
    const messageId = Number(id.slice(-6));
    return {
      status: 200,
      body: {
        ok: true,
        result: {
          message_id: messageId,
          date: Math.floor(Date.now() / 1000),
          chat: { id: -1001234567890, type: "channel", username: "icms_channel" },
        },
      },
    };
  }

  protected refusal(kind: Exclude<Misbehaviour, "hang">): FakeReply {
    if (kind === "auth") return { status: 401, body: { ok: false, error_code: 401, description: "Unauthorized" } };
    if (kind === "error") return { status: 502, body: { ok: false, error_code: 502, description: "Bad Gateway" } };
    return {
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: `Too Many Requests: retry after ${this.rateLimitSeconds}`,
        parameters: { retry_after: this.rateLimitSeconds },
      },
    };
  }
}
