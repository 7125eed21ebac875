// One server for the gateway bench, in its own process: `gateway` (the real gateway on
// PostgreSQL) or `bare <reply> <path>` (a Fastify route at the gateway action's path answering
// fixed bytes). Prints its URL when listening.
import formbody from "@fastify/formbody";
import Fastify from "fastify";
import { buildApp } from "../../apps/gateway/src/app.js";
import { loadConfig } from "../../apps/gateway/src/config.js";
import { openDatabase } from "../../apps/gateway/src/db/open.js";

const [mode, arg, path = "/bare"] = process.argv.slice(2);

if (mode === "bare") {
  const body = Buffer.from(arg ?? "{}");
  const app = Fastify({ logger: false });
  // The same form parsing as the gateway, so the difference measured is the gateway's own work.
  await app.register(formbody);
  app.post(path, async (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
  console.log(await app.listen({ host: "127.0.0.1", port: 0 }));
} else {
  const config = loadConfig({ ...process.env, LOG_LEVEL: "silent", PORT: "0", LOGIN_RATE_LIMIT: "100000" });
  const db = await openDatabase({ url: config.DATABASE_URL });
  const app = await buildApp({ config, db });
  console.log(await app.listen({ host: "127.0.0.1", port: 0 }));
}

// Leave through exit() so that `--cpu-prof` and other exit hooks get to write.
process.once("SIGINT", () => process.exit(0));
process.once("SIGTERM", () => process.exit(0));
