import type { FastifyInstance } from "fastify";
import { openApiDocument } from "@icms/protocol";

/**
 * `GET /gwapi/openapi.json`, registered in the `/gwapi` scope: the reference of every declared
 * action, generated from the declarations on the first request (it takes a noticeable fraction
 * of a second, which a start should not pay) and kept. Public, like `/gwapi/config`.
 */
export function registerOpenApi(app: FastifyInstance): void {
  let body: string | undefined;
  app.get("/openapi.json", async (_request, reply) => {
    body ??= JSON.stringify(openApiDocument());
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(body);
  });
}
