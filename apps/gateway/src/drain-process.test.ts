/**
 * The drain of a real gateway process (the child runs as `src/main.ts` does): a request under way
 * when SIGTERM comes is answered, a new connection is refused, the database closes with the
 * request's write in it, and the process exits 0. The request is held under way by its body, which
 * the test sends in two parts, the second only once the gateway says it is draining. A second
 * SIGTERM ends a drain at once.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { encodeCall, WIRE } from "@icms/protocol";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { type GatewayProcess, startGatewayProcess } from "../test/gateway-process.js";
import { newWallet, openTestDatabase } from "../test/harness.js";
import { DEV_DEFAULTS } from "./config.js";
import type { Db } from "./db/db.js";
import { migrate } from "./db/migrate.js";
import { openPglite } from "./db/pglite.js";

/** The process's database: a fresh PostgreSQL database, or a migrated PGlite folder. */
let database: {
  env: Record<string, string>;
  open(): Promise<Db>;
  release(db: Db): Promise<void>;
  drop(): Promise<void>;
};
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "icms-drain-"));
  if (process.env.DATABASE_URL) {
    const test = await openTestDatabase(1);
    database = {
      env: { DATABASE_URL: test.url as string },
      open: async () => test.db,
      release: async () => {},
      drop: test.drop,
    };
  } else {
    // Migrated here from the suite's template, so the gateway process starts without migrating.
    const template = inject("pgliteTemplate");
    const db = await openPglite(join(dir, "pg"), template ? new Blob([await readFile(template)]) : undefined);
    if (!template) await migrate(db);
    await db.close();
    // PGlite allows one process at a time: the test opens it only while no gateway runs.
    database = {
      env: { DATABASE_URL: "", DATA_DIR: dir },
      open: () => openPglite(join(dir, "pg")),
      release: (db) => db.close(),
      drop: async () => {},
    };
  }
});
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw HTTP/1.1 connection: what it received so far, and a wait for what the test expects. */
async function rawConnection(port: number) {
  const socket = connect(port, "127.0.0.1");
  let received = "";
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const waiters = new Set<() => void>();
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString();
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  return {
    socket,
    received: () => received,
    ended,
    until(matches: RegExp) {
      return new Promise<void>((resolve) => {
        const look = () => {
          if (!matches.test(received)) return;
          waiters.delete(look);
          resolve();
        };
        waiters.add(look);
        look();
      });
    },
  };
}

/** Resolves with the error code of a new connection to `port` (ECONNREFUSED once nothing listens). */
function connectionError(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

/** A gateway process as `src/main.ts` runs it, on the test's database. */
function startGateway(): Promise<GatewayProcess> {
  return startGatewayProcess({
    ...database.env,
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    HOST: "127.0.0.1",
    PORT: "0",
    PUBLIC_ORIGIN: "http://localhost:8080",
    SEED_DEMO: "false",
    JOB_POLL_SECONDS: "0.5",
  });
}

/**
 * A sign-in nonce request under way on `gw`: its headers read (the server's 100 Continue says so)
 * and half its body sent; `finish` sends the rest.
 */
async function requestUnderWay(gw: GatewayProcess) {
  const port = Number(new URL(gw.url).port);
  const wallet = newWallet().address;
  const { body } = encodeCall(
    "user_msrv/login_nonce",
    { wallet_addr: wallet, chain_id: 97 },
    {
      appId: DEV_DEFAULTS.APP_ID,
      appSecret: DEV_DEFAULTS.APP_SECRET,
      lang: "en",
      timestamp: Math.floor(Date.now() / 1000),
    },
  );
  const half = Math.floor(body.length / 2);
  const client = await rawConnection(port);
  client.socket.write(
    [
      `POST ${WIRE.basePath}/user_msrv/login_nonce HTTP/1.1`,
      `host: 127.0.0.1:${port}`,
      "content-type: application/x-www-form-urlencoded",
      `content-length: ${Buffer.byteLength(body)}`,
      "expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  await client.until(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
  client.socket.write(body.slice(0, half));
  return { port, wallet, client, finish: () => client.socket.write(body.slice(half)) };
}

describe(`a gateway process on SIGTERM (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  let gw: GatewayProcess;
  // Starting a process from the sources (its modules compiled, the database opened) is the
  // fixture, not what is tested: it takes the hook's time, the drain the test's.
  beforeEach(async () => {
    gw = await startGateway();
  });
  afterEach(async () => {
    await gw.stop();
  });

  it("answers the request under way, refuses new connections and exits 0", async () => {
    const started = await requestUnderWay(gw);
    const { port, wallet, client } = started;

    gw.child.kill("SIGTERM");
    await gw.line((line) => line.includes('"msg":"draining"'));
    expect(await connectionError(port)).toBe("ECONNREFUSED");

    // The rest of the body: the request is answered, then the connection closes.
    started.finish();
    await client.ended;
    const response = client.received().replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "");
    const [, status, answer] = /^HTTP\/1\.1 (\d{3}) [\s\S]*?\r\n\r\n(\{.*\})$/.exec(response) ?? [];
    expect(status).toBe("200");
    const { code, data } = JSON.parse(answer ?? "{}") as { code: number; data: { nonce: string } };
    expect(code).toBe(0);

    expect(await gw.exitCode).toBe(0);
    await gw.line((line) => line.includes('"msg":"drained"'));
    const db = await database.open();
    try {
      const rows = await db.query<{ wallet: string }>(
        "SELECT wallet_addr AS wallet FROM login_nonces WHERE nonce = $1",
        [data.nonce],
      );
      expect(rows.map((row) => row.wallet.toLowerCase())).toEqual([wallet.toLowerCase()]);
    } finally {
      await database.release(db);
    }
  });

  it("exits 1 at once on a second SIGTERM, with a log line saying so", async () => {
    const started = await requestUnderWay(gw);
    gw.child.kill("SIGTERM");
    await gw.line((line) => line.includes('"msg":"draining"'));
    gw.child.kill("SIGTERM");
    expect(await gw.exitCode).toBe(1);
    expect(await gw.line((line) => line.includes("second signal while draining"))).toContain('"level":50');
    await started.client.ended;
  });
});
