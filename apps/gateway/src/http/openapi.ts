import type { FastifyInstance } from "fastify";
import { openApiDocument } from "@icms/protocol";

/**
 * `GET /gwapi/openapi.json`, registered in the `/gwapi` scope: the reference of every declared
 * action, generated from the declarations once at start. Public, like `/gwapi/config`.
 */
export function registerOpenApi(app: FastifyInstance): void {
  const body = JSON.stringify(openApiDocument());
  app.get("/openapi.json", async (_request, reply) =>
    reply.header("content-type", "application/json; charset=utf-8").header("cache-control", "no-cache").send(body),
  );
}
