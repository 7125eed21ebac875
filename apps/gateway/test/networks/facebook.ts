import { type FakeReply, type FakeRequest, FakeNetwork, type Misbehaviour } from "./fake-network.js";

const APP_ID = "1234567890123";
const PAGE_ID = "104000000000001";
const PAGE_TOKEN = "EAAFakePageAccessToken0001";

const oauthError = (message: string, code: number): FakeReply => ({
  status: code === 190 ? 401 : 400,
  body: { error: { message, type: "OAuthException", code, fbtrace_id: "AbCdEf" } },
});

/** Facebook Graph API: `GET /<v>/me` and `POST /<v>/<page-id>/feed` with a page access token. */
export class FakeFacebook extends FakeNetwork {
  credentials() {
    return { app_id: APP_ID, page_id: PAGE_ID, page_access_token: PAGE_TOKEN };
  }

  protected handle(request: FakeRequest): FakeReply | "post" {
    const token = String(request.fields.access_token ?? request.query.get("access_token") ?? "");
    if (this.revoked || token !== PAGE_TOKEN) {
      return oauthError("Error validating access token: Session has expired", 190);
    }
    const match = /^\/v\d+\.\d+\/([\w]+)(?:\/(\w+))?$/.exec(request.path);
    if (!match)
      return {
        status: 400,
        body: { error: { message: "Unknown path components", type: "OAuthException", code: 2500 } },
      };
    const [, node, edge] = match;
    if (request.method === "GET" && node === "me" && !edge) {
      return { status: 200, body: { id: PAGE_ID, name: "ICMS Page" } };
    }
    if (request.method === "POST" && node === PAGE_ID && edge === "feed") {
      if (!request.fields.message && !request.fields.link) {
        return {
          status: 400,
          body: { error: { message: "(#100) Missing message or attachment", type: "OAuthException", code: 100 } },
        };
      }
      return "post";
    }
    return {
      status: 400,
      body: {
        error: { message: "(#803) Some of the aliases you requested do not exist", type: "OAuthException", code: 803 },
      },
    };
  }

  protected posted(_request: FakeRequest, id: string): FakeReply {
    return { status: 200, body: { id: `${PAGE_ID}_${id}` } };
  }

  protected refusal(kind: Exclude<Misbehaviour, "hang">): FakeReply {
    if (kind === "auth") return oauthError("Error validating access token: Session has expired", 190);
    if (kind === "error") {
      return {
        status: 500,
        body: {
          error: { message: "An unexpected error has occurred.", type: "OAuthException", code: 2, is_transient: true },
        },
      };
    }
    return {
      status: 400,
      body: { error: { message: "(#32) Page request limit reached", type: "OAuthException", code: 32 } },
    };
  }
}
