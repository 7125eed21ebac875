/**
 * The gateway under fault, in a child process of its own (apps/gateway/test/gateway-process.ts:
 * the sources as `src/main.ts` runs them), with the settings the fault suite gives, and members
 * signed in to it with wallets as the web app signs in.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { type GatewayProcess, startGatewayProcess } from "../../apps/gateway/test/gateway-process.ts";
import { DEV_DEFAULTS } from "../../apps/gateway/src/config.ts";
import {
  api,
  type ClientOptions,
  createGatewayClient,
  GatewayCallError,
  uploadFile,
} from "../../packages/protocol/src/index.ts";
import { makePng } from "../src/png.ts";

/** How long the suite's client waits for an answer: far below the gateway's own 90 s time-out. */
const CLIENT_TIMEOUT_MS = 15_000;

export interface FaultGateway {
  process: GatewayProcess;
  url: string;
  stop(): Promise<void>;
}

/** Starts the gateway with `settings` over a development base (no demo content, logs at warn). */
export async function startFaultGateway(settings: Record<string, string>): Promise<FaultGateway> {
  const dir = mkdtempSync(join(tmpdir(), "icms-faults-gw-"));
  const child = await startGatewayProcess({
    NODE_ENV: "development",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    REDIS_URL: "",
    WORKERS: "off",
    CHAIN_ID: "97",
    ...settings,
  });
  return {
    process: child,
    url: child.url,
    async stop() {
      await child.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Member {
  uid: number;
  options: ClientOptions;
  client: ReturnType<typeof createGatewayClient>;
}

function options(url: string, tokens: { accessToken?: string; refreshToken?: string } = {}): ClientOptions {
  return {
    baseUrl: url,
    appId: DEV_DEFAULTS.APP_ID,
    appSecret: DEV_DEFAULTS.APP_SECRET,
    tokens: () => tokens,
    timeoutMs: CLIENT_TIMEOUT_MS,
  };
}

/** Signs a new wallet in: a nonce, a personal_sign of its message, the login. */
export async function signInMember(url: string): Promise<Member> {
  const account = privateKeyToAccount(generatePrivateKey());
  const anonymous = createGatewayClient(options(url));
  const { message } = await anonymous.call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
  const login = await anonymous.call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature: await account.signMessage({ message }),
  });
  const tokens = { accessToken: login.AccessToken, refreshToken: login.RefreshToken };
  return { uid: login.uid, options: options(url, tokens), client: createGatewayClient(options(url, tokens)) };
}

/** Uploads a small PNG as the member's: a cover the gateway accepts (it checks covers are its files). */
export async function uploadCover(member: Member): Promise<string> {
  const png = makePng(8, 8);
  const file = await uploadFile(
    member.options,
    new Blob([new Uint8Array(png)], { type: "image/png" }),
    "cover.png",
    "image",
  );
  return file.url;
}

/** How a call ended: its data, or the refusal's HTTP status and code (status 408: the client's time-out). */
export type Outcome<T> = { ok: true; data: T } | { ok: false; status?: number; code?: number; message: string };

export async function outcomeOf<T>(call: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof GatewayCallError) {
      return { ok: false, status: error.status, code: error.code, message: error.message };
    }
    throw error;
  }
}
