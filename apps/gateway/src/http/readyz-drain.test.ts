import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness.js";
import { localInvalidationBus } from "../cache/invalidation.js";
import { loadConfig } from "../config.js";
import type { FileStorage } from "../storage/storage.js";
import { registerHealth } from "./health.js";

/** A store whose reachability check waits until the test lets it answer. */
function heldStorage() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const storage: FileStorage = {
    kind: "s3",
    put: async () => undefined,
    remove: async () => undefined,
    urlOf: (key) => key,
    keyOf: () => undefined,
    async read() {
      asked();
      await released;
      return new Response(null, { status: 404 });
    },
    list: async function* () {},
  };
  return { storage, wasAsked, release };
}

describe("/readyz while the gateway drains", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase(1);
  });
  afterAll(async () => {
    await opened?.drop();
  });

  it("answers 503 to a readiness check under way when the close begins, so a proxy moves away", async () => {
    const held = heldStorage();
    const app = Fastify();
    const config = loadConfig({ NODE_ENV: "test" });
    registerHealth(app, { config, db: opened.db, bus: localInvalidationBus(), storage: held.storage });
    let closing = () => {};
    const closingBegan = new Promise<void>((resolve) => (closing = resolve));
    // Runs after the health's own preClose hook: the close has begun.
    app.addHook("preClose", (done) => {
      closing();
      done();
    });
    await app.ready();
    const answer = app.inject({ method: "GET", url: "/readyz" });
    await held.wasAsked;
    const closed = app.close();
    await closingBegan;
    held.release();
    const response = await answer;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "draining", checks: { database: { ok: true } } });
    await closed;
  });
});
