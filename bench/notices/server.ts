// One gateway instance for the notices bench, in its own process (the platform, as `npm start`
// starts it, without background workers). Prints its URL when listening, and answers the bench's
// "memory" message with its memory after a full collection (node runs it with --expose-gc).
import { startPlatform } from "../../apps/gateway/src/platform.js";

const platform = await startPlatform({ LOG_LEVEL: "silent", PORT: "0", WORKERS: "off", LOGIN_RATE_LIMIT: "100000" });
console.log(platform.url);

process.on("message", (message) => {
  if (message !== "memory") return;
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send?.({ rss, heapUsed, external });
});

const stop = () => {
  platform.stop().finally(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
