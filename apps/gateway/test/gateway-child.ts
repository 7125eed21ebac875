/** Runs the gateway from the environment and prints its URL; SIGTERM stops it cleanly. */
import { startPlatform } from "../src/platform.js";

const platform = await startPlatform();
process.stdout.write(`${platform.url}\n`);
process.once("SIGTERM", () => {
  platform.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
