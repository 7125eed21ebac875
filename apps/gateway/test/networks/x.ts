import { createHmac } from "node:crypto";
import OAuth from "oauth-1.0a";
import { bearerOf, type FakeReply, type FakeRequest, FakeNetwork, type Misbehaviour } from "./fake-network.js";

const CONSUMER = { key: "x-api-key-0001", secret: "x-api-secret-0001" };
const TOKEN = { key: "x-access-token-0001", secret: "x-access-secret-0001" };
const BEARER = "x-user-bearer-token-0001";

const unauthorized: FakeReply = {
  status: 401,
  body: { title: "Unauthorized", type: "about:blank", status: 401, detail: "Unauthorized" },
};

/** X API v2: `POST /2/tweets` and `GET /2/users/me`, OAuth 1.0a user context (checked) or a bearer token. */
export class FakeX extends FakeNetwork {
  credentials() {
    return {
      api_key: CONSUMER.key,
      api_secret: CONSUMER.secret,
      access_token: TOKEN.key,
      access_token_secret: TOKEN.secret,
    };
  }

  /** The same account through an OAuth 2 user token. */
  bearerCredentials() {
    return { bearer_token: BEARER };
  }

  protected handle(request: FakeRequest): FakeReply | "post" {
    if (this.revoked || !this.authorized(request)) return unauthorized;
    if (request.method === "GET" && request.path === "/2/users/me") {
      return { status: 200, body: { data: { id: "2244994945", name: "ICMS Demo", username: "icms_demo" } } };
    }
    if (request.method === "POST" && request.path === "/2/tweets") {
      if (typeof request.fields.text !== "string" || request.fields.text === "") {
        return { status: 400, body: { title: "Invalid Request", detail: "text is required", status: 400 } };
      }
      return "post";
    }
    return { status: 404, body: { title: "Not Found Error", status: 404 } };
  }

  protected posted(request: FakeRequest, id: string): FakeReply {
    return { status: 201, body: { data: { id, text: request.fields.text, edit_history_tweet_ids: [id] } } };
  }

  protected refusal(kind: Exclude<Misbehaviour, "hang">): FakeReply {
    if (kind === "auth") return unauthorized;
    if (kind === "error") return { status: 503, body: { title: "Service Unavailable", status: 503 } };
    const reset = Math.ceil(Date.now() / 1000) + this.rateLimitSeconds;
    return {
      status: 429,
      body: { title: "Too Many Requests", detail: "Too Many Requests", type: "about:blank", status: 429 },
      headers: { "x-rate-limit-limit": "100", "x-rate-limit-remaining": "0", "x-rate-limit-reset": String(reset) },
    };
  }

  /** A bearer token, or an OAuth 1.0a header whose HMAC-SHA1 signature checks out. */
  private authorized(request: FakeRequest): boolean {
    const header = request.headers.authorization ?? "";
    if (header.startsWith("Bearer ")) return bearerOf(request) === BEARER;
    if (!header.startsWith("OAuth ")) return false;
    const params: Record<string, string> = {};
    for (const part of header.slice("OAuth ".length).split(/,\s*/)) {
      const match = /^([\w]+)="(.*)"$/.exec(part);
      if (match) params[match[1] as string] = decodeURIComponent(match[2] as string);
    }
    if (params.oauth_consumer_key !== CONSUMER.key || params.oauth_token !== TOKEN.key) return false;
    const { oauth_signature: signature, ...data } = params;
    const oauth = new OAuth({
      consumer: CONSUMER,
      signature_method: "HMAC-SHA1",
      hash_function: (base, key) => createHmac("sha1", key).update(base).digest("base64"),
    });
    const query = request.query.toString();
    const url = `${this.url}${request.path}${query ? `?${query}` : ""}`;
    return (
      oauth.getSignature({ url, method: request.method }, TOKEN.secret, data as unknown as OAuth.Data) === signature
    );
  }
}
