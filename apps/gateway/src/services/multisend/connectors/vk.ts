import { detailOf, field, unanswered } from "./classify.js";
import type { Connector, PostResult, WhoAmI } from "./types.js";

const VERSION = "5.199";
/** VK API error codes (answered with HTTP 200): throttling, and refused tokens or access. */
const RATE_LIMIT_CODES = new Set([6, 9, 29]);
const AUTH_CODES = new Set([5, 15, 17, 27, 28]);
const SERVER_CODES = new Set([1, 10]);

function vkRefusal(status: number, body: unknown): Extract<PostResult, { detail: string }> {
  const code = Number(field(body, "error", "error_code"));
  const detail = detailOf(body);
  if (RATE_LIMIT_CODES.has(code) || status === 429) return { kind: "rate_limited", retry_after_ms: null, detail };
  if (AUTH_CODES.has(code)) return { kind: "auth", detail };
  if (SERVER_CODES.has(code) || status >= 500 || !field(body, "error", "error_code"))
    return { kind: "server_error", detail };
  return { kind: "rejected", detail };
}

/** VK: a post on the community wall, as the community, with the title and the link attached (its preview shows the cover). */
export const vkConnector: Connector = {
  network: "vk",
  maxTextChars: 16_384,
  postsImage: false,
  async post(env, credentials, content) {
    const group = credentials.group_id ?? "";
    const outcome = await env.call({
      method: "POST",
      url: `${env.config.MULTISEND_VK_API_URL}/method/wall.post`,
      form: {
        owner_id: `-${group}`,
        from_group: "1",
        message: content.title,
        attachments: content.link,
        access_token: credentials.access_token ?? "",
        v: VERSION,
      },
    });
    if (outcome.kind !== "answered") return unanswered(outcome);
    const id = field(outcome.body, "response", "post_id");
    if (outcome.status === 200 && id)
      return { kind: "posted", remote_id: id, remote_url: `https://vk.com/wall-${group}_${id}` };
    return vkRefusal(outcome.status, outcome.body);
  },
  async whoami(env, credentials): Promise<WhoAmI> {
    const outcome = await env.call({
      method: "POST",
      url: `${env.config.MULTISEND_VK_API_URL}/method/groups.getById`,
      form: { group_id: credentials.group_id ?? "", access_token: credentials.access_token ?? "", v: VERSION },
    });
    if (outcome.kind === "host_refused") return { kind: "host_refused" };
    if (outcome.kind !== "answered") return { kind: "unavailable", detail: outcome.kind };
    const response = (outcome.body as { response?: unknown } | null)?.response;
    // Newer versions answer `{ groups: [...] }`, older ones the list itself.
    const groups = Array.isArray(response) ? response : (response as { groups?: unknown[] } | undefined)?.groups;
    const name = Array.isArray(groups) ? field(groups[0], "name") : undefined;
    if (outcome.status === 200 && name) return { kind: "ok", name };
    const refusal = vkRefusal(outcome.status, outcome.body);
    return refusal.kind === "auth"
      ? { kind: "auth", detail: refusal.detail }
      : { kind: "unavailable", detail: refusal.detail };
  },
};
