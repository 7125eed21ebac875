import { bearerOf, type FakeReply, type FakeRequest, FakeNetwork, type Misbehaviour } from "./fake-network.js";

const TOKEN = "mastodon-fake-access-token-0001";

/** Mastodon: `GET /api/v1/accounts/verify_credentials` and `POST /api/v1/statuses` with a bearer token. */
export class FakeMastodon extends FakeNetwork {
  /** Statuses answered again for a repeated `Idempotency-Key`, as Mastodon does. */
  private readonly byKey = new Map<string, string>();

  credentials() {
    return { instance_url: this.url, access_token: TOKEN };
  }

  protected handle(request: FakeRequest): FakeReply | "post" {
    if (this.revoked || bearerOf(request) !== TOKEN) {
      return { status: 401, body: { error: "The access token is invalid" } };
    }
    if (request.method === "GET" && request.path === "/api/v1/accounts/verify_credentials") {
      return { status: 200, body: { id: "109000000000000001", username: "icms", acct: "icms", display_name: "ICMS" } };
    }
    if (request.method === "POST" && request.path === "/api/v1/statuses") {
      if (typeof request.fields.status !== "string" || request.fields.status === "") {
        return { status: 422, body: { error: "Validation failed: Text can't be blank" } };
      }
      const key = request.headers["idempotency-key"];
      const known = typeof key === "string" ? this.byKey.get(key) : undefined;
      if (known) return this.posted(request, known);
      return "post";
    }
    return { status: 404, body: { error: "Record not found" } };
  }

  protected posted(request: FakeRequest, id: string): FakeReply {
    const key = request.headers["idempotency-key"];
    if (typeof key === "string") this.byKey.set(key, id);
    return {
      status: 200,
      body: {
        id,
        url: `${this.url}/@icms/${id}`,
        uri: `${this.url}/users/icms/statuses/${id}`,
        content: request.fields.status,
      },
    };
  }

  protected refusal(kind: Exclude<Misbehaviour, "hang">): FakeReply {
    if (kind === "auth") return { status: 401, body: { error: "The access token is invalid" } };
    if (kind === "error") return { status: 503, body: { error: "Service Unavailable" } };
    return {
      status: 429,
      body: { error: "Too many requests" },
      headers: {
        "x-ratelimit-limit": "300",
        "x-ratelimit-remaining": "0",
        "x-ratelimit-reset": new Date(Date.now() + this.rateLimitSeconds * 1000).toISOString(),
      },
    };
  }
}
