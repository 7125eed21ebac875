import Fastify, { type FastifyInstance } from "fastify";
import formbody from "@fastify/formbody";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  Code,
  codeMessage,
  defineAction,
  defineGroup,
  encodeCall,
  type ErrorCode,
  GatewayError,
  type Reply,
  returns,
} from "@icms/protocol";
import { sessionRevocations } from "../auth/revocations.js";
import { createTokenIssuer } from "../auth/tokens.js";
import { localInvalidationBus } from "../cache/invalidation.js";
import { loadConfig } from "../config.js";
import { type AppContext, createAppContext, type Handler } from "../context.js";
import type { Db } from "../db/db.js";
import type { JobQueue } from "../jobs/queue.js";
import type { FileStorage } from "../storage/storage.js";
import { registerActionRoutes } from "./gateway-route.js";
import { registerWireErrors } from "./wire-errors.js";

/** A group of its own: `refuse` declares 801110 (same title) only. */
const demo = defineGroup("demo_msrv", {
  refuse: defineAction({
    auth: "none",
    input: z.object({ code: z.number() }),
    output: returns<null>(),
    codes: [Code.SameTitle],
  }),
});

const handlers = {
  demo_msrv: {
    refuse: (async (params: { code: number }) => {
      throw new GatewayError(params.code as ErrorCode);
    }) as Handler<never>,
  },
};

let server: FastifyInstance | undefined;
afterEach(() => server?.close());

/** The pipeline alone, with the demo group, under the given NODE_ENV. */
async function start(nodeEnv: "test" | "development") {
  const config = loadConfig({ NODE_ENV: nodeEnv, LOG_LEVEL: "silent" });
  const bus = localInvalidationBus();
  const revocations = sessionRevocations(bus, 900);
  const ctx: AppContext = createAppContext(
    {
      config,
      db: {} as Db,
      storage: {} as FileStorage,
      jobs: {} as JobQueue,
      bus,
      tokens: createTokenIssuer(config.JWT_SECRET, 900, revocations),
      revocations,
    },
    [],
  );
  server = Fastify({ logger: false });
  await server.register(formbody);
  await server.register(
    async (gwapi) => {
      registerWireErrors(gwapi);
      await registerActionRoutes(gwapi, ctx, { declarations: demo, handlers, multipartFileBytes: 1024 });
    },
    { prefix: "/gwapi" },
  );
  const url = await server.listen({ host: "127.0.0.1", port: 0 });
  return async (code: number) => {
    const call = encodeCall(
      "demo_msrv/refuse",
      { code },
      { appId: config.APP_ID, appSecret: config.APP_SECRET, lang: "en", timestamp: Math.floor(Date.now() / 1000) },
    );
    const response = await fetch(`${url}${call.url}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: call.body,
    });
    return { status: response.status, reply: (await response.json()) as Reply<{ undeclared_code?: number }> };
  };
}

describe("declared codes", () => {
  it("pass a code the action declares", async () => {
    const call = await start("test");
    expect(await call(Code.SameTitle)).toEqual({
      status: 200,
      reply: { code: Code.SameTitle, msg: codeMessage(Code.SameTitle, "en"), data: null },
    });
  });

  it("fail a handler answering an undeclared code in tests: 1001 and the code named", async () => {
    const call = await start("test");
    const { status, reply } = await call(Code.SameName);
    expect(status).toBe(500);
    expect(reply.code).toBe(Code.SystemError);
    expect(reply.data?.undeclared_code).toBe(Code.SameName);
  });

  it("let it through outside tests (a missing declaration is not the user's fault)", async () => {
    const call = await start("development");
    expect((await call(Code.SameName)).reply.code).toBe(Code.SameName);
  });
});
