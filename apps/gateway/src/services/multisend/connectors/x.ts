import { createHmac } from "node:crypto";
import OAuth from "oauth-1.0a";
import { field, postText, refusalByStatus, unanswered, whoamiOf } from "./classify.js";
import type { Connector } from "./types.js";

/** X counts every link as 23 characters (t.co). */
const LINK_CHARS = 23;

/** The Authorization header: OAuth 1.0a user context when its four fields are set, else the bearer token. */
function authorization(credentials: Record<string, string>, method: string, url: string): string {
  const { api_key, api_secret, access_token, access_token_secret, bearer_token } = credentials;
  if (api_key && api_secret && access_token && access_token_secret) {
    const oauth = new OAuth({
      consumer: { key: api_key, secret: api_secret },
      signature_method: "HMAC-SHA1",
      hash_function: (base, key) => createHmac("sha1", key).update(base).digest("base64"),
    });
    // A JSON body is not signed (OAuth 1.0a signs form bodies only).
    const signed = oauth.authorize({ url, method }, { key: access_token, secret: access_token_secret });
    return oauth.toHeader(signed).Authorization;
  }
  return `Bearer ${bearer_token ?? ""}`;
}

/** X API v2: a post (tweet) with the title and the link; the link's card shows the cover. */
export const xConnector: Connector = {
  network: "x",
  maxTextChars: 280,
  postsImage: false,
  async post(env, credentials, content) {
    const url = `${env.config.MULTISEND_X_API_URL}/2/tweets`;
    const outcome = await env.call({
      method: "POST",
      url,
      headers: { authorization: authorization(credentials, "POST", url) },
      json: { text: postText(content.title, content.link, 280, LINK_CHARS) },
    });
    if (outcome.kind !== "answered") return unanswered(outcome);
    const id = field(outcome.body, "data", "id");
    if (outcome.status >= 200 && outcome.status < 300 && id) {
      return { kind: "posted", remote_id: id, remote_url: `https://x.com/i/web/status/${id}` };
    }
    return refusalByStatus(outcome);
  },
  async whoami(env, credentials) {
    const url = `${env.config.MULTISEND_X_API_URL}/2/users/me`;
    const outcome = await env.call({
      method: "GET",
      url,
      headers: { authorization: authorization(credentials, "GET", url) },
    });
    return whoamiOf(outcome, (body) => {
      const username = field(body, "data", "username");
      return username ? `@${username}` : undefined;
    });
  },
};
