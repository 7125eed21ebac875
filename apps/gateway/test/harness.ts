import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import type { PrivateKeyAccount } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { inject } from "vitest";
import { api, createGatewayClient, type ApiLang, type LoginResult, type Reply, WIRE } from "@icms/protocol";
import { buildApp } from "../src/app.js";
import { type Config, loadConfig } from "../src/config.js";
import type { Db } from "../src/db/db.js";
import { migrate } from "../src/db/migrate.js";
import { openPglite } from "../src/db/pglite.js";
import { openPostgres } from "../src/db/postgres.js";

const TEST_ORIGIN = "http://localhost:8080";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is
 * set, a new database on that server (at `url`) that is dropped again afterwards. Both are copies
 * of the template the global setup migrated once.
 */
export async function openTestDatabase(poolSize = 4): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const from = await pgliteTemplate();
    const db = await openPglite(undefined, from);
    if (!from) await migrate(db);
    return { db, drop: () => db.close() };
  }
  const name = `icms_test_${randomBytes(6).toString("hex")}`;
  const template = inject("postgresTemplate");
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { size: poolSize });
  if (!template) await migrate(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The migrated PGlite data directory, read once per test file (undefined outside vitest's setup). */
let template: Promise<Blob | undefined> | undefined;
function pgliteTemplate(): Promise<Blob | undefined> {
  template ??= (async () => {
    const file = inject("pgliteTemplate");
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return template;
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export interface Session {
  accessToken?: string;
  refreshToken?: string;
}

export interface TestGateway {
  url: string;
  db: Db;
  config: Config;
  /** A protocol client as the web app builds it, with its own session. */
  client(session?: Session, lang?: ApiLang): ReturnType<typeof createGatewayClient>;
  /** Posts raw form fields, for tests of the wire format itself. */
  post(path: string, fields: Record<string, string>, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** `poolSize`: connections to PostgreSQL (4 keeps many test files within the server's limit). */
export async function startTestGateway(
  env: Record<string, string> = {},
  { poolSize = 4 }: { poolSize?: number } = {},
): Promise<TestGateway> {
  const { db, drop } = await openTestDatabase(poolSize);
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    PUBLIC_ORIGIN: TEST_ORIGIN,
    LOGIN_RATE_LIMIT: "10000",
    JOB_POLL_SECONDS: "0.5",
    // Content goes online at once unless a test asks for review (the review tests set a quorum).
    REVIEW_QUORUM: "0",
    ...env,
  });
  const app = await buildApp({ config, db });
  const url = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    url,
    db,
    config,
    client(session = {}, lang: ApiLang = "en") {
      return createGatewayClient({
        baseUrl: url,
        appId: config.APP_ID,
        appSecret: config.APP_SECRET,
        lang: () => lang,
        tokens: () => session,
      });
    },
    post(path, fields, headers = {}) {
      return fetch(`${url}${WIRE.basePath}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields).toString(),
      });
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

export function newWallet(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

/** Signs in as the browser does: nonce, personal_sign of the message, login. */
export async function signIn(gw: TestGateway, account: PrivateKeyAccount): Promise<LoginResult & { session: Session }> {
  const anonymous = gw.client();
  const { message } = await anonymous.call(api.user_msrv.login_nonce, {
    wallet_addr: account.address,
    chain_id: gw.config.CHAIN_ID,
  });
  const signature = await account.signMessage({ message });
  const result = await anonymous.call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature,
  });
  return { ...result, session: { accessToken: result.AccessToken, refreshToken: result.RefreshToken } };
}

/** Resolves to the catalogue code a call was refused with (fails the test if it succeeded). */
export async function refusedWith(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: number }).code;
  }
  throw new Error("expected the call to be refused");
}

/** The `{code, msg, data}` body of a raw response. */
export async function replyOf(response: Response): Promise<Reply<any>> {
  return (await response.json()) as Reply<any>;
}
