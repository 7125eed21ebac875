import { drainOnSignals } from "./drain.js";
import { startPlatform } from "./platform.js";

try {
  drainOnSignals(await startPlatform());
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
