import { defineConfig } from "vitest/config";

/**
 * The production suite (production/): the compose topology started from the build output, one
 * file, run on its own (`npm run test:production`). It builds the gateway first.
 */
export default defineConfig({
  test: {
    include: ["production/**/*.test.ts"],
    globalSetup: ["./production/global-setup.ts"],
    // Each step waits on processes and a chain; the topology's start is the beforeAll's.
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
