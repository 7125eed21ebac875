import sharp from "sharp";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { api, deleteUpload, uploadFile } from "@icms/protocol";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { startContentGateway } from "../../test/cms.js";
import { newWallet, type Session, signIn, type TestGateway } from "../../test/harness.js";

let gw: TestGateway;
let session: Session;
beforeAll(async () => {
  // An API process without workers: the jobs it sends wait for a worker process.
  gw = await startContentGateway({ WORKERS: "off" });
  session = (await signIn(gw, newWallet())).session;
});
afterAll(() => gw.close());

it("leaves jobs to a WORKERS=only process, which runs them and serves no API", async () => {
  const options = { baseUrl: gw.url, appId: gw.config.APP_ID, appSecret: gw.config.APP_SECRET, tokens: () => session };
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  const saved = await uploadFile(options, new Blob([new Uint8Array(png)]), "dot.png", "image");
  await deleteUpload(options, saved.url);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect((await fetch(`${gw.url}${saved.url}`)).status, "no worker ran the removal").toBe(200);

  // The same database and file storage, as a second process of the deployment would have.
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    WORKERS: "only",
    JOB_POLL_SECONDS: "0.5",
    UPLOAD_DIR: gw.config.UPLOAD_DIR,
    PUBLIC_ORIGIN: gw.config.PUBLIC_ORIGIN,
  });
  const worker = await buildApp({ config, db: gw.db });
  try {
    const url = await worker.listen({ host: "127.0.0.1", port: 0 });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    // The API process still answers; the worker process does not.
    expect(Array.isArray(await gw.client().call(api.user_msrv.latest_reg_user, {}))).toBe(true);
    expect((await fetch(`${url}/gwapi/v1/user_msrv/latest_reg_user`, { method: "POST" })).status).toBe(404);
    await vi.waitFor(async () => expect((await fetch(`${gw.url}${saved.url}`)).status).toBe(404), {
      timeout: 15_000,
      interval: 200,
    });
  } finally {
    await worker.close();
  }
});
