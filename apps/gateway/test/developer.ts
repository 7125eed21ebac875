/** Open-platform tests: an app with a key for a signed-in user, and calls made with a key. */
import { api, type DeveloperAppSaved, WIRE } from "@icms/protocol";
import { newWallet, type Session, signIn, type TestGateway } from "./harness.js";

const DAY_SECONDS = 86_400;
export const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * DAY_SECONDS;

export interface AppOptions {
  scopes?: string[];
  quota_minute?: number;
  quota_day?: number;
  expires_at?: number;
}

/** Signs in a new user and creates one app for them. */
export async function holderWithApp(
  gw: TestGateway,
  options: AppOptions = {},
): Promise<{ uid: number; session: Session; saved: DeveloperAppSaved; key: string }> {
  const login = await signIn(gw, newWallet());
  const saved = await gw.client(login.session).call(api.user_msrv.developer_open_save, {
    name: "Reporting bot",
    scopes: options.scopes ?? ["user_msrv/userinfo", "appcms_msrv/information_list"],
    expires_at: options.expires_at ?? inDays(30),
    quota_minute: options.quota_minute ?? 60,
    quota_day: options.quota_day ?? 1000,
  });
  if (saved.key === undefined) throw new Error("a new app's reply carries its key");
  return { uid: login.uid, session: login.session, saved, key: saved.key };
}

/** A call made with a key, as a developer's program makes it: the key and the JSON payload. */
export async function keyedCall(url: string, key: string, path: string, payload: unknown = {}) {
  const response = await fetch(`${url}${WIRE.basePath}/${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${key}` },
    body: new URLSearchParams({ data: JSON.stringify(payload), lang: "en" }).toString(),
  });
  const body = (await response.json()) as { code: number; msg: string; data: any };
  return { status: response.status, headers: response.headers, ...body };
}

/** Waits out the last seconds of a minute, so calls counted against a minute's quota fall in one window. */
export async function awayFromMinuteEdge(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
}
