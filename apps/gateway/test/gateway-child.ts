/** Runs the gateway from the environment as `src/main.ts` does, and prints its URL once it listens. */
import { drainOnSignals } from "../src/drain.js";
import { startPlatform } from "../src/platform.js";

const platform = await startPlatform();
drainOnSignals(platform);
process.stdout.write(`${platform.url}\n`);
