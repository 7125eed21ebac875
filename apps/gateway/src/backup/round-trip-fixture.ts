import { randomBytes } from "node:crypto";
import pg from "pg";
import sharp from "sharp";
import { api, type ClientOptions, createGatewayClient, uploadFile, WIRE } from "@icms/protocol";
import { member, publish } from "../../test/cms.js";
import { newWallet, signIn, type TestGateway } from "../../test/harness.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/open.js";
import type { FileStorage } from "../storage/storage.js";

/** A statement on the server's maintenance database (CREATE and DROP DATABASE). */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A gateway on the database at `url` (migrated here) with the storage `env` names, as in production. */
async function startGateway(url: string, env: Record<string, string>): Promise<TestGateway> {
  const db = await openDatabase({ url });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    PUBLIC_ORIGIN: "http://localhost:8080",
    LOGIN_RATE_LIMIT: "10000",
    REVIEW_QUORUM: "0",
    ...env,
  });
  const app = await buildApp({ config, db });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  return {
    url: base,
    db,
    config,
    client: (session = {}, lang = "en") =>
      createGatewayClient({
        baseUrl: base,
        appId: config.APP_ID,
        appSecret: config.APP_SECRET,
        lang: () => lang,
        tokens: () => session,
      }),
    post: (path, fields) =>
      fetch(`${base}${WIRE.basePath}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }),
    async close() {
      await app.close();
      await db.close();
    },
  };
}

const png = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

/**
 * Writes through the gateway what a backup must keep: two members, an article with a comment, two
 * uploaded images, and a video stored directly (3 MiB, so the copies stream in chunks). Answers
 * the stored objects' bytes by key.
 */
export async function writeContent(url: string, env: Record<string, string>, storage: FileStorage) {
  const gw = await startGateway(url, env);
  try {
    const wallet = newWallet();
    const login = await signIn(gw, wallet);
    const alice = { uid: login.uid, wallet: wallet.address, client: gw.client(login.session) };
    const bob = await member(gw);
    const uploads: ClientOptions = {
      baseUrl: gw.url,
      appId: gw.config.APP_ID,
      appSecret: gw.config.APP_SECRET,
      tokens: () => login.session,
    };
    const files = new Map<string, Buffer>();
    const urls: string[] = [];
    for (const colour of ["#3366cc", "#cc6633"]) {
      const saved = await uploadFile(uploads, new Blob([await png(colour)]), "photo.png", "image");
      const key = storage.keyOf(saved.url) as string;
      // The gateway re-encodes images: the stored bytes are what must come back.
      files.set(key, Buffer.from(await (await storage.read(key, undefined)).arrayBuffer()));
      urls.push(saved.url);
    }
    const article = await publish(alice, { title: "Backups that restore", cover_url: urls[0] });
    await bob.client.call(api.appcms_msrv.article_comment_add, { article_id: article, content: "Tested them?" });
    const video = `video/2026/11/${randomBytes(16).toString("hex")}.mp4`;
    const bytes = randomBytes(3 * 1024 * 1024);
    await storage.put(video, { buffer: bytes }, "video/mp4");
    files.set(video, bytes);
    return files;
  } finally {
    await gw.close();
  }
}
