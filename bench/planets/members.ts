import { performance } from "node:perf_hooks";
import type { PrivateKeyAccount } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { api, Code, createGatewayClient, GatewayCallError } from "@icms/protocol";
import { DEV_DEFAULTS } from "../../apps/gateway/src/config.js";

type Client = ReturnType<typeof createGatewayClient>;

export interface BenchMember {
  uid: number;
  /** One client per gateway instance; the member alternates between them. */
  clients: Client[];
}

/** A post or like the gateway accepted, with when its request was sent and answered. */
export interface Accepted {
  uid: number;
  kind: "topic" | "comment" | "like";
  topicId?: number;
  sentAt: number;
  doneAt: number;
}

export interface LoadResult {
  latencies: number[];
  accepted: Accepted[];
  refused: Map<number, number>;
  unexpected: string[];
}

function clientFor(baseUrl: string, session?: { accessToken?: string; refreshToken?: string }): Client {
  return createGatewayClient({
    baseUrl,
    appId: DEV_DEFAULTS.APP_ID,
    appSecret: DEV_DEFAULTS.APP_SECRET,
    tokens: () => session ?? {},
  });
}

/** Signs a new wallet in through `urls[0]`; the session is valid on every instance. */
export async function signInMember(urls: string[]): Promise<BenchMember> {
  const account: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey());
  const anonymous = clientFor(urls[0] as string);
  const { message } = await anonymous.call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
  const login = await anonymous.call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature: await account.signMessage({ message }),
  });
  const session = { accessToken: login.AccessToken, refreshToken: login.RefreshToken };
  return { uid: login.uid, clients: urls.map((url) => clientFor(url, session)) };
}

/** Refusals the load expects: the posting limit, a second like, a like of one's own topic. */
const EXPECTED = new Set<number>([Code.TooFrequent, Code.TopicAlreadyLiked, Code.TopicCannotLikeOwn]);

/**
 * Every member, at once, until `until`: posts a topic, comments or likes a topic of the shared
 * pool, one call after another, alternating between the instances.
 */
export async function runLoad(
  members: BenchMember[],
  planets: number[],
  pool: { id: number; author: number }[],
  until: number,
): Promise<LoadResult> {
  const result: LoadResult = { latencies: [], accepted: [], refused: new Map(), unexpected: [] };
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

  async function member(m: BenchMember, index: number) {
    let turn = index;
    while (Date.now() < until) {
      turn += 1;
      const client = m.clients[turn % m.clients.length] as Client;
      const roll = Math.random();
      const topic = pick(pool);
      const sentAt = Date.now();
      const started = performance.now();
      try {
        if (roll < 0.2) {
          const made = await client.call(api.appsocial_msrv.topics_add, {
            circle_id: pick(planets),
            name: `Bench topic by ${m.uid} at ${sentAt}`,
            content: "<p>Load test post with <strong>rich text</strong>.</p>",
          });
          pool.push({ id: made.topic_id, author: m.uid });
          result.accepted.push({ uid: m.uid, kind: "topic", topicId: made.topic_id, sentAt, doneAt: Date.now() });
        } else if (roll < 0.5) {
          await client.call(api.appsocial_msrv.comment_add, { topic_id: topic.id, content: "Bench comment here" });
          result.accepted.push({ uid: m.uid, kind: "comment", topicId: topic.id, sentAt, doneAt: Date.now() });
        } else {
          // Any topic of the pool: a second like of it, or of one's own, is refused.
          await client.call(api.appsocial_msrv.click_like, { topic_id: topic.id });
          result.accepted.push({ uid: m.uid, kind: "like", topicId: topic.id, sentAt, doneAt: Date.now() });
        }
      } catch (error) {
        const code = error instanceof GatewayCallError ? error.code : undefined;
        if (code !== undefined && EXPECTED.has(code)) result.refused.set(code, (result.refused.get(code) ?? 0) + 1);
        else result.unexpected.push(String((error as Error).message ?? error));
      }
      result.latencies.push(performance.now() - started);
    }
  }

  await Promise.all(members.map((m, i) => member(m, i)));
  return result;
}
