import type { MultisendNetwork } from "@icms/protocol";
import type { Config } from "../../../config.js";
import type { CallOutcome, OutboundRequest } from "../outbound.js";

/** What a send carries to every network. */
interface PostContent {
  title: string;
  link: string;
  /** Absolute, or "" when the item has no cover. */
  cover_url: string;
  /** The target's own key: a network that takes one (Mastodon) makes one post of repeats. */
  idempotency_key: string;
}

/**
 * What a post call came to. `unknown`: the request was sent and no answer came (`timeout`), or
 * the connection was cut after it was sent (`interrupted`): the post may exist.
 */
export type PostResult =
  | { kind: "posted"; remote_id: string; remote_url: string }
  | { kind: "rate_limited"; retry_after_ms: number | null; detail: string }
  | { kind: "auth"; detail: string }
  | { kind: "rejected"; detail: string }
  | { kind: "server_error"; detail: string }
  | { kind: "unreachable"; detail: string }
  | { kind: "host_refused" }
  | { kind: "unknown"; reason: "timeout" | "interrupted"; detail: string };

/** Who the credentials belong to, as the network says. */
export type WhoAmI =
  | { kind: "ok"; name: string }
  | { kind: "auth"; detail: string }
  | { kind: "unavailable"; detail: string }
  | { kind: "host_refused" };

export interface ConnectorEnv {
  call(request: OutboundRequest): Promise<CallOutcome>;
  config: Pick<
    Config,
    "MULTISEND_X_API_URL" | "MULTISEND_TELEGRAM_API_URL" | "MULTISEND_FACEBOOK_API_URL" | "MULTISEND_VK_API_URL"
  >;
}

export interface Connector {
  network: MultisendNetwork;
  /** The longest text one post takes. */
  maxTextChars: number;
  /** Whether the cover goes with the post as an image (otherwise the link's preview shows it). */
  postsImage: boolean;
  post(env: ConnectorEnv, credentials: Record<string, string>, content: PostContent): Promise<PostResult>;
  whoami(env: ConnectorEnv, credentials: Record<string, string>): Promise<WhoAmI>;
}
