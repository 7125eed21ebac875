/** How the connectors read an HTTP answer, shared by those whose API speaks in status codes. */
import type { IncomingHttpHeaders } from "node:http";
import type { CallOutcome } from "../outbound.js";
import type { PostResult, WhoAmI } from "./types.js";

type Answered = Extract<CallOutcome, { kind: "answered" }>;

/** The delay a rate-limited answer asks for: Retry-After (seconds or a date), or a reset time. */
export function retryAfterMs(headers: IncomingHttpHeaders, now = Date.now()): number | null {
  const retryAfter = headers["retry-after"];
  if (typeof retryAfter === "string") {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  // X: x-rate-limit-reset in epoch seconds; Mastodon: x-ratelimit-reset as an ISO date.
  const reset = headers["x-rate-limit-reset"] ?? headers["x-ratelimit-reset"];
  if (typeof reset === "string") {
    const epoch = Number(reset);
    const at = Number.isFinite(epoch) ? epoch * 1000 : Date.parse(reset);
    if (!Number.isNaN(at)) return Math.max(0, at - now);
  }
  return null;
}

/** A short text of the network's own words about a refusal. */
export function detailOf(body: unknown): string {
  const text = typeof body === "string" ? body : JSON.stringify(body ?? "");
  return text.slice(0, 300);
}

/** What did not come to an answer: nothing sent, a refused host, or sent without an answer. */
export function unanswered(outcome: Exclude<CallOutcome, Answered>): PostResult {
  switch (outcome.kind) {
    case "unreachable":
      return { kind: "unreachable", detail: outcome.detail };
    case "host_refused":
      return { kind: "host_refused" };
    case "timeout":
      return { kind: "unknown", reason: "timeout", detail: "" };
    case "lost":
      return { kind: "unknown", reason: "interrupted", detail: outcome.detail };
  }
}

/** A refusal by its status: 429 rate limit, 401/403 auth, 5xx server error, other 4xx rejected. */
export function refusalByStatus(answer: Answered): PostResult {
  const detail = detailOf(answer.body);
  if (answer.status === 429) return { kind: "rate_limited", retry_after_ms: retryAfterMs(answer.headers), detail };
  if (answer.status === 401 || answer.status === 403) return { kind: "auth", detail };
  if (answer.status >= 500) return { kind: "server_error", detail };
  return { kind: "rejected", detail };
}

/** A who-am-I call's outcome: `name` reads the success body (undefined when it is not one). */
export function whoamiOf(outcome: CallOutcome, name: (body: unknown) => string | undefined): WhoAmI {
  if (outcome.kind === "host_refused") return { kind: "host_refused" };
  if (outcome.kind !== "answered") return { kind: "unavailable", detail: outcome.kind };
  if (outcome.status === 401 || outcome.status === 403) return { kind: "auth", detail: detailOf(outcome.body) };
  const found = outcome.status >= 200 && outcome.status < 300 ? name(outcome.body) : undefined;
  if (found !== undefined) return { kind: "ok", name: found };
  if (outcome.status >= 400 && outcome.status < 500 && outcome.status !== 429) {
    return { kind: "auth", detail: detailOf(outcome.body) };
  }
  return { kind: "unavailable", detail: detailOf(outcome.body) };
}

/** A field of a JSON object, as a string when it is a string or a number. */
export function field(body: unknown, ...path: string[]): string | undefined {
  let node: unknown = body;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node === "string" && node !== "") return node;
  return typeof node === "number" ? String(node) : undefined;
}

/** The post's text: the title (shortened to fit) and the link on the next line. */
export function postText(title: string, link: string, maxChars: number, linkChars = [...link].length): string {
  const room = maxChars - linkChars - 1;
  const chars = [...title];
  const shown = chars.length <= room ? title : `${chars.slice(0, Math.max(0, room - 1)).join("")}…`;
  return `${shown}\n${link}`;
}
