import { type FakeReply, type FakeRequest, FakeNetwork, type Misbehaviour } from "./fake-network.js";

const WEBHOOK_ID = "112233445566778899";
const WEBHOOK_TOKEN = "fake-webhook-token_0001";
const CHANNEL = "998877665544332211";
const GUILD = "556677889900112233";

/** Discord webhooks: `GET` (the webhook) and `POST ?wait=true` (a message) at `/api/webhooks/<id>/<token>`. */
export class FakeDiscord extends FakeNetwork {
  credentials() {
    return { webhook_url: `${this.url}/api/webhooks/${WEBHOOK_ID}/${WEBHOOK_TOKEN}` };
  }

  protected handle(request: FakeRequest): FakeReply | "post" {
    const match = /^\/api\/webhooks\/(\d+)\/([\w-]+)$/.exec(request.path);
    if (!match) return { status: 404, body: { message: "404: Not Found", code: 0 } };
    if (this.revoked || match[1] !== WEBHOOK_ID || match[2] !== WEBHOOK_TOKEN) {
      return { status: 401, body: { message: "Invalid Webhook Token", code: 50027 } };
    }
    if (request.method === "GET") {
      return {
        status: 200,
        body: {
          id: WEBHOOK_ID,
          type: 1,
          name: "ICMS news",
          channel_id: CHANNEL,
          guild_id: GUILD,
          token: WEBHOOK_TOKEN,
        },
      };
    }
    if (request.method === "POST") {
      if (!request.fields.content && !request.fields.embeds) {
        return { status: 400, body: { message: "Cannot send an empty message", code: 50006 } };
      }
      return "post";
    }
    return { status: 405, body: { message: "405: Method Not Allowed", code: 0 } };
  }

  protected posted(request: FakeRequest, id: string): FakeReply {
    if (request.query.get("wait") !== "true") return { status: 204 };
    return {
      status: 200,
      body: {
        id,
        type: 0,
        channel_id: CHANNEL,
        webhook_id: WEBHOOK_ID,
        content: request.fields.content,
        embeds: request.fields.embeds,
      },
    };
  }

  protected refusal(kind: Exclude<Misbehaviour, "hang">): FakeReply {
    if (kind === "auth") return { status: 401, body: { message: "401: Unauthorized", code: 0 } };
    if (kind === "error") return { status: 500, body: { message: "500: Internal Server Error", code: 0 } };
    return {
      status: 429,
      body: { message: "You are being rate limited.", retry_after: this.rateLimitSeconds, global: false },
      headers: { "retry-after": String(this.rateLimitSeconds), "x-ratelimit-scope": "shared" },
    };
  }

  /** Where a message of this webhook is seen. */
  static messageUrl(id: string): string {
    return `https://discord.com/channels/${GUILD}/${CHANNEL}/${id}`;
  }
}
