/**
 * What the data centre's tests share: a client that sends a browser's (or a crawler's) user
 * agent, members, and the rollup of today run as the job runs it.
 */
import { createGatewayClient } from "@icms/protocol";
import { type Member, startContentGateway } from "../../../test/cms.js";
import { newWallet, type Session, signIn, type TestGateway } from "../../../test/harness.js";
import { dayOf, rollupDay } from "./rollup.js";

export const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
export const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A client as the web app builds it, whose requests carry `agent` as their user agent. */
export function agentClient(gw: TestGateway, agent: string, session: Session = {}) {
  return createGatewayClient({
    baseUrl: gw.url,
    appId: gw.config.APP_ID,
    appSecret: gw.config.APP_SECRET,
    lang: () => "en",
    tokens: () => session,
    fetch: (url, init) =>
      fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), "user-agent": agent } }),
  });
}

/** Rolls up today, as the job does (the test gateway writes beacons' events at once: `datacentreGateway`). */
export async function rollToday(gw: TestGateway, perMinute = 30): Promise<string> {
  const day = dayOf(new Date());
  await rollupDay(gw.db, day, perMinute);
  return day;
}

/** A gateway whose beacons write their events before answering. */
export const datacentreGateway = (env: Record<string, string> = {}) =>
  startContentGateway({ DATACENTRE_FLUSH_MS: "0", ...env });

export interface Person extends Member {
  session: Session;
  /** The member's calls as a browser sends them (a person's user agent). */
  browser: ReturnType<typeof agentClient>;
}

/** A signed-in member with a browser of their own. */
export async function person(gw: TestGateway): Promise<Person> {
  const wallet = newWallet();
  const login = await signIn(gw, wallet);
  return {
    uid: login.uid,
    wallet: wallet.address,
    session: login.session,
    client: gw.client(login.session),
    browser: agentClient(gw, BROWSER, login.session),
  };
}
