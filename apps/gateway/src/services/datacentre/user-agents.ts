import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import { isbot } from "isbot";

/**
 * The user agent of a beacon's request. A handler sees its call's context, not the request; the
 * context's `log` is the request's own child logger, one object per request, so an `onRequest`
 * hook on the beacons' paths files the header under it (a WeakMap: nothing outlives the request).
 */
const agents = new WeakMap<FastifyBaseLogger, string>();

const BEACON_PATHS = ["/gwapi/v1/datacentre_msrv/datacentre_view", "/gwapi/v1/datacentre_msrv/datacentre_read"];

export function registerUserAgents(server: FastifyInstance): void {
  server.addHook("onRequest", (request, _reply, done) => {
    if (request.url.startsWith("/gwapi/v1/datacentre_msrv/") && BEACON_PATHS.some((p) => request.url.startsWith(p))) {
      agents.set(request.log, request.headers["user-agent"] ?? "");
    }
    done();
  });
}

/** Whether the request behind `log` came from a crawler by its user agent (none at all counts as one). */
export function isBotRequest(log: FastifyBaseLogger): boolean {
  const agent = agents.get(log);
  // Not filed (a call made another way than over HTTP): nothing to judge by.
  if (agent === undefined) return false;
  return agent === "" || isbot(agent);
}
