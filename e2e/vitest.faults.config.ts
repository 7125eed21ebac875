import { defineConfig } from "vitest/config";

/**
 * The fault suite (faults/): servers of its own (PostgreSQL, Redis) and the gateway in child
 * processes, broken by killing them or through a TCP proxy the test controls; run on its own
 * (`npm run test:faults`), one file at a time.
 */
export default defineConfig({
  test: {
    include: ["faults/**/*.test.ts"],
    // Each step waits on servers starting or recovering; the waits end as soon as they are met.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
