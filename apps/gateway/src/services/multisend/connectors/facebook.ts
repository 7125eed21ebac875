import { detailOf, field, unanswered, whoamiOf } from "./classify.js";
import type { Connector, PostResult } from "./types.js";

const VERSION = "v19.0";
/** Graph API error codes: throttling, and refused or expired tokens and permissions. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const AUTH_CODES = new Set([10, 102, 190, 200]);

function graphRefusal(status: number, body: unknown): Extract<PostResult, { detail: string }> {
  const code = Number(field(body, "error", "code"));
  const detail = detailOf(body);
  if (RATE_LIMIT_CODES.has(code) || status === 429) return { kind: "rate_limited", retry_after_ms: null, detail };
  if (AUTH_CODES.has(code) || status === 401) return { kind: "auth", detail };
  if (status >= 500 || code === 1 || code === 2) return { kind: "server_error", detail };
  return { kind: "rejected", detail };
}

/** Facebook Pages (Graph API): a page feed post with the title and the link (its preview shows the cover). */
export const facebookConnector: Connector = {
  network: "facebook",
  maxTextChars: 63_206,
  postsImage: false,
  async post(env, credentials, content) {
    const outcome = await env.call({
      method: "POST",
      url: `${env.config.MULTISEND_FACEBOOK_API_URL}/${VERSION}/${credentials.page_id ?? ""}/feed`,
      form: { message: content.title, link: content.link, access_token: credentials.page_access_token ?? "" },
    });
    if (outcome.kind !== "answered") return unanswered(outcome);
    const id = field(outcome.body, "id");
    if (outcome.status === 200 && id)
      return { kind: "posted", remote_id: id, remote_url: `https://www.facebook.com/${id}` };
    return graphRefusal(outcome.status, outcome.body);
  },
  async whoami(env, credentials) {
    const query = new URLSearchParams({ fields: "id,name", access_token: credentials.page_access_token ?? "" });
    const outcome = await env.call({
      method: "GET",
      url: `${env.config.MULTISEND_FACEBOOK_API_URL}/${VERSION}/me?${query}`,
    });
    if (outcome.kind === "answered" && outcome.status >= 400) {
      const refusal = graphRefusal(outcome.status, outcome.body);
      if (refusal.kind === "auth") return { kind: "auth", detail: refusal.detail };
      return { kind: "unavailable", detail: detailOf(outcome.body) };
    }
    return whoamiOf(outcome, (body) => field(body, "name"));
  },
};
