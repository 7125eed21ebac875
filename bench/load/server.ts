// One gateway process of the member load, started as `npm start` starts it (the platform on
// PostgreSQL and Redis); WORKERS comes from the environment: `off` for the instances that serve
// the members, `only` for the one that runs the background jobs. Prints its URL when listening.
import { startPlatform } from "../../apps/gateway/src/platform.js";

const platform = await startPlatform({ LOG_LEVEL: "silent", PORT: "0", LOGIN_RATE_LIMIT: "1000000" });
console.log(platform.url);

const stop = () => {
  platform.stop().finally(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
