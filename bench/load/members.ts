// The simulated members: a wallet each (a generated key), signed in through the real wallet
// login (nonce, signed message), one client per gateway instance sharing the session, refreshed
// before the access token runs out as the web app does. Some are made X-Men: the bench writes
// their staked NFT into the index tables directly (what the chain indexer would write after a
// stake) and into the chain stub (what the staking contract would answer).
import type pg from "pg";
import type { PrivateKeyAccount } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { api, createGatewayClient } from "@icms/protocol";
import { DEV_DEFAULTS } from "../../apps/gateway/src/config.js";
import type { ChainStub } from "./chain-stub.js";
import type { Recorder } from "./record.js";

type Client = ReturnType<typeof createGatewayClient>;

/** The gateway's default access-token lifetime is 900 s; the member refreshes well before. */
const REFRESH_AFTER_MS = 600_000;

export interface Member {
  uid: number;
  account: PrivateKeyAccount;
  xman: boolean;
  session: { accessToken: string; refreshToken: string; at: number };
  clients: Client[];
  turn: number;
  /** The planets joined; what was liked, followed, decided; the last posts (the posting limit). */
  planets: number[];
  likedTopics: Set<number>;
  likedArticles: Set<number>;
  decided: Set<number>;
  lastVote: Map<number, number>;
  lastTopicAt: number;
  lastCommentAt: number;
}

/** The next client: members alternate between the instances, as behind a round-robin proxy. */
export function clientOf(member: Member): Client {
  member.turn += 1;
  return member.clients[member.turn % member.clients.length] as Client;
}

function clientFor(baseUrl: string, session: () => { accessToken?: string; refreshToken?: string }): Client {
  return createGatewayClient({
    baseUrl,
    appId: DEV_DEFAULTS.APP_ID,
    appSecret: DEV_DEFAULTS.APP_SECRET,
    tokens: session,
  });
}

export async function signIn(urls: string[], xman: boolean): Promise<Member> {
  const account = privateKeyToAccount(generatePrivateKey());
  const anonymous = clientFor(urls[0] as string, () => ({}));
  const { message } = await anonymous.call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
  const login = await anonymous.call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature: await account.signMessage({ message }),
  });
  const member: Member = {
    uid: login.uid,
    account,
    xman,
    session: { accessToken: login.AccessToken, refreshToken: login.RefreshToken, at: Date.now() },
    clients: [],
    turn: Math.floor(Math.random() * urls.length),
    planets: [],
    likedTopics: new Set(),
    likedArticles: new Set(),
    decided: new Set(),
    lastVote: new Map(),
    lastTopicAt: 0,
    lastCommentAt: 0,
  };
  member.clients = urls.map((url) => clientFor(url, () => member.session));
  return member;
}

/** Rotates the member's tokens when the access token is ten minutes old. */
export async function refreshIfDue(member: Member, recorder: Recorder): Promise<void> {
  if (Date.now() - member.session.at < REFRESH_AFTER_MS) return;
  // Only the refresh token goes with the call, as the web app sends it.
  const pair = await recorder.time("refresh", "write", () => clientOf(member).call(api.user_msrv.refresh, {}));
  if (pair) member.session = { accessToken: pair.AccessToken, refreshToken: pair.RefreshToken, at: Date.now() };
}

/** Signs `count` members in, `concurrency` at a time; one in `xmanEvery` becomes an X-Man. */
export async function signInMembers(
  urls: string[],
  count: number,
  xmanEvery: number,
  concurrency = 20,
): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < count; i += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - i) }, (_, j) =>
      signIn(urls, (i + j) % xmanEvery === 0),
    );
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/** The X-Men's staked NFT, in the index tables (reads) and in the chain stub (decisions, votes). */
export async function grantXmen(members: Member[], data: pg.Client, chain: ChainStub): Promise<void> {
  const xmen = members.filter((m) => m.xman);
  for (const [i, member] of xmen.entries()) {
    const wallet = member.account.address.toLowerCase();
    const tokenId = 100_000 + i;
    await data.query(
      `INSERT INTO chain_stakers (wallet, staked_count, block_number, log_index) VALUES ($1, 1, 1, $2)`,
      [wallet, i],
    );
    await data.query(
      `INSERT INTO chain_nft_tokens (token_id, owner, owner_block, owner_log, staker, staker_block, staker_log)
       VALUES ($1, $2, 1, $3, $2, 1, $3)`,
      [tokenId, wallet, i],
    );
    chain.stake(wallet, tokenId);
  }
}
