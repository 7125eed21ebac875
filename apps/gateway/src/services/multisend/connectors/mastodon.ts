import { field, postText, refusalByStatus, unanswered, whoamiOf } from "./classify.js";
import type { Connector } from "./types.js";

const base = (credentials: Record<string, string>) => (credentials.instance_url ?? "").replace(/\/+$/, "");

/**
 * Mastodon: a public status with the title and link (the link's card shows the cover). The
 * target's idempotency key goes with it, so the instance makes one status of repeats.
 */
export const mastodonConnector: Connector = {
  network: "mastodon",
  maxTextChars: 500,
  postsImage: false,
  async post(env, credentials, content) {
    const outcome = await env.call({
      method: "POST",
      url: `${base(credentials)}/api/v1/statuses`,
      headers: {
        authorization: `Bearer ${credentials.access_token ?? ""}`,
        "idempotency-key": content.idempotency_key,
      },
      // Mastodon counts every link as 23 characters.
      json: { status: postText(content.title, content.link, 500, 23), visibility: "public" },
    });
    if (outcome.kind !== "answered") return unanswered(outcome);
    const id = field(outcome.body, "id");
    if (outcome.status === 200 && id)
      return { kind: "posted", remote_id: id, remote_url: field(outcome.body, "url") ?? "" };
    return refusalByStatus(outcome);
  },
  async whoami(env, credentials) {
    const outcome = await env.call({
      method: "GET",
      url: `${base(credentials)}/api/v1/accounts/verify_credentials`,
      headers: { authorization: `Bearer ${credentials.access_token ?? ""}` },
    });
    return whoamiOf(outcome, (body) => {
      const acct = field(body, "acct");
      return acct ? `@${acct}` : undefined;
    });
  },
};
