import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    // Migrates one template database; each test file starts from a copy of it. The fuzzer's
    // shards report their totals to the second, which prints their sum once.
    globalSetup: ["test/global-setup.ts", "test/fuzz/totals-setup.ts"],
    // Test files spend much of their time waiting on the database, the chain and job polls, so
    // one more file than cores runs side by side (vitest's default leaves a core idle).
    maxWorkers: availableParallelism() + 1,
    // Files share their worker's loaded modules (each still opens its own database and gateway):
    // importing the gateway anew for every file cost more than the tests themselves.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
