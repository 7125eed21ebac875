// One gateway instance for the planets bench, in its own process, started as `npm start` starts
// it (the platform: PostgreSQL, and Redis for the invalidation bus, the rate limits and the
// posting limit), without background workers. Prints its URL when listening.
import { startPlatform } from "../../apps/gateway/src/platform.js";

const platform = await startPlatform({ LOG_LEVEL: "silent", PORT: "0", WORKERS: "off", LOGIN_RATE_LIMIT: "100000" });
console.log(platform.url);

const stop = () => {
  platform.stop().finally(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
