import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/db.js";

export function registerHealth(app: FastifyInstance, db: Db): void {
  /** The process is up. */
  app.get("/healthz", async () => ({ status: "ok" }));
  /** The process can serve: its database answers. */
  app.get("/readyz", async (request, reply) => {
    try {
      await sql`SELECT 1`.execute(db.kysely);
      return { status: "ready", database: db.kind };
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      return reply.code(503).send({ status: "unavailable", database: db.kind });
    }
  });
}
