import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../../context.js";
import { NoticeHub } from "./hub.js";
import { registerNoticePoll } from "./poll.js";
import { SSE_HEARTBEAT } from "./sse.js";
import { registerNoticeStream } from "./stream.js";
import { WATCH_DEFAULTS, type WatchOptions, watchNoticeChanges } from "./watcher.js";

/** How often a quiet stream gets a comment, below the proxies' and the socket's idle timeouts. */
const HEARTBEAT_MS = 25_000;

/**
 * The invalidation bus's key of a revoked sign-in (auth/revocations.ts announces it there, to
 * every instance with Redis).
 */
const REVOKED_KEY_PREFIX = "session-revoked:";

/** A failure of the watcher or a catch-up is logged at most this often (an outage fails every tick). */
const ERROR_LOG_EVERY_MS = 60_000;

/**
 * The message centre's live routes (the area's `routes`): the SSE stream and the poll, with the
 * instance's hub of open streams and its change watcher. The streams end before the gateway
 * waits for its requests on close (`preClose`), so a drain does not wait for them; the watcher
 * stops with it.
 */
export async function registerNoticeLive(
  server: FastifyInstance,
  app: AppContext,
  watch: WatchOptions = WATCH_DEFAULTS,
): Promise<void> {
  const log = server.log.child({ component: "notices-live" });
  let loggedAt = Number.NEGATIVE_INFINITY;
  const onError = (error: unknown) => {
    if (Date.now() - loggedAt < ERROR_LOG_EVERY_MS) return;
    loggedAt = Date.now();
    log.warn({ err: error }, "notices stream: changes not read (retrying)");
  };
  const hub = new NoticeHub(app.db, onError);
  const watcher = watchNoticeChanges(app.db, hub, onError, watch);

  app.bus.subscribe((key) => {
    if (!key.startsWith(REVOKED_KEY_PREFIX)) return;
    const family = key.slice(REVOKED_KEY_PREFIX.length);
    if (app.revocations.has(family)) hub.endFamily(family);
  });
  const heartbeat = setInterval(() => {
    for (const stream of [...hub.streams()]) {
      if (app.revocations.has(stream.family)) stream.end();
      else stream.write(SSE_HEARTBEAT);
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  server.addHook("preClose", (done) => {
    hub.endAll();
    done();
  });
  server.addHook("onClose", async () => {
    clearInterval(heartbeat);
    await watcher.stop();
    await hub.idle();
  });

  registerNoticeStream(server, app, hub);
  registerNoticePoll(server, app);
}
