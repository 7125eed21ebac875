import { startPlatform } from "./platform.js";

try {
  const platform = await startPlatform();
  const shutdown = async () => {
    await platform.stop();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
