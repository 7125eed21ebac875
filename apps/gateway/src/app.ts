import { randomUUID } from "node:crypto";
import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { Code, declarations, parseAcceptLanguage, REQUEST_ID_HEADER, TIMING } from "@icms/protocol";
import { sessionRevocations } from "./auth/revocations.js";
import { createTokenIssuer } from "./auth/tokens.js";
import { type InvalidationBus, localInvalidationBus } from "./cache/invalidation.js";
import type { Config } from "./config.js";
import { createAppContext } from "./context.js";
import type { Db } from "./db/db.js";
import { registerClientConfig } from "./http/client-config.js";
import { registerActionRoutes } from "./http/gateway-route.js";
import { registerHealth } from "./http/health.js";
import { registerIndexerStatus } from "./http/indexer-status.js";
import { registerMetrics } from "./http/metrics.js";
import { registerOpenApi } from "./http/openapi.js";
import { firstScreen, injectFirstScreen } from "./http/first-screen.js";
import { registerRateLimits } from "./http/rate-limits.js";
import { GWAPI_PREFIX, refusal } from "./http/reply.js";
import { sharePreview } from "./http/share-preview.js";
import { registerUploadFiles } from "./http/upload-files.js";
import { registerWebApp } from "./http/web-app.js";
import { registerWireErrors } from "./http/wire-errors.js";
import { openJobQueue } from "./jobs/queue.js";
import {
  areas,
  callerSchemes,
  firstScreenPages,
  handlers,
  jobNames,
  sharePreviewPages,
  startWorkers,
} from "./services/registry.js";
import { openStorage } from "./storage/open.js";
import type { FileStorage } from "./storage/storage.js";

/** A form body holds one JSON payload; 1 MiB is far above any action's input. */
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Config;
  db: Db;
  bus?: InvalidationBus;
  /** Upload storage; from the settings (local disk or S3) when not given. */
  storage?: FileStorage;
}

/** The gateway as a Fastify instance, not yet listening. */
export async function buildApp({
  config,
  db,
  bus = localInvalidationBus(),
  storage = openStorage(config),
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: TIMING.requestTimeoutMs,
    connectionTimeout: TIMING.requestTimeoutMs,
    trustProxy: config.NODE_ENV === "production",
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
    // A URL the router cannot decode never reaches a route: answer it in the wire shape too.
    frameworkErrors: (_error, request, reply) => {
      const lang = parseAcceptLanguage(request.headers["accept-language"]);
      (reply as FastifyReply).header(REQUEST_ID_HEADER, request.id).code(400).send(refusal(Code.ParamInvalid, lang));
    },
  });
  // Synchronous hook: an async one costs a promise on every reply.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  await app.register(formbody);
  registerHealth(app, { config, db, bus, storage });
  registerMetrics(app, { db, token: config.METRICS_TOKEN });

  const revocations = sessionRevocations(bus, config.ACCESS_TOKEN_TTL);
  await revocations.load(db);
  const tokens = createTokenIssuer(config.JWT_SECRET, config.ACCESS_TOKEN_TTL, revocations);
  const jobs = await openJobQueue(db, {
    names: jobNames,
    pollSeconds: config.JOB_POLL_SECONDS,
    maintenanceSeconds: config.JOB_MAINTENANCE_SECONDS,
    onError: (error) => app.log.error({ err: error }, "job queue"),
  });
  const ctx = createAppContext({ config, db, bus, storage, tokens, revocations, jobs }, areas);
  if (config.WORKERS !== "off") await startWorkers(ctx);
  // Set when the API's routes are registered (not in a worker-only process).
  let closeRateLimits = async () => {};
  app.addHook("onClose", async () => {
    // First: running jobs finish while everything they use is still open.
    await jobs.close();
    for (const area of areas) await area.close?.(ctx);
    await Promise.all([closeRateLimits(), bus.close()]);
  });
  // A worker-only process answers health checks and nothing else.
  if (config.WORKERS === "only") return app;

  await app.register(
    async (gwapi) => {
      registerWireErrors(gwapi);
      closeRateLimits = await registerRateLimits(gwapi, config);
      registerClientConfig(gwapi, config);
      registerIndexerStatus(gwapi, config, db);
      registerOpenApi(gwapi);
      await registerActionRoutes(gwapi, ctx, {
        declarations,
        handlers,
        callers: callerSchemes,
        // The backstop: the largest file any caller may send (a creator's right included); each
        // upload is held to its caller's own limit as it streams (services/upload).
        multipartFileBytes:
          Math.max(
            config.UPLOAD_IMAGE_MAX_MB,
            config.UPLOAD_VIDEO_MAX_MB,
            config.UPLOAD_DOCUMENT_MAX_MB,
            config.UPLOAD_RIGHT_MAX_MB,
          ) *
          1024 *
          1024,
      });
    },
    { prefix: GWAPI_PREFIX },
  );
  await registerUploadFiles(app, ctx);
  // The areas' own routes (short links, course media), besides their declared actions.
  for (const area of areas) await area.routes?.(app, ctx);
  if (config.WEB_DIST) {
    const preview = sharePreview(db, config, sharePreviewPages);
    const screen = firstScreen(ctx, app.log, firstScreenPages);
    // A page's HTML: its share preview (detail pages), then its first screen's data (public pages).
    await registerWebApp(app, config.WEB_DIST, async (url, indexHtml) => {
      const html = (await preview(url, indexHtml).catch(() => undefined)) ?? indexHtml;
      const first = await screen(url).catch(() => undefined);
      return first ? injectFirstScreen(html, first) : html === indexHtml ? undefined : html;
    });
  }
  return app;
}
