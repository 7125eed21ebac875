import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["./src/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // One browser at a time keeps the suite steady on small machines.
    fileParallelism: false,
  },
});
