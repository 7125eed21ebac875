import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    globalSetup: ["./src/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // A poll here waits for the page (an upload's preview, a list that grows after a call), as a
    // locator's wait does, so it gets Playwright's 30 s rather than vitest's 1 s default: under a
    // loaded CI machine an upload round trip took longer than a second and failed the projects test.
    expect: { poll: { timeout: 30_000, interval: 100 } },
    // One browser at a time keeps the suite steady on small machines.
    fileParallelism: false,
  },
});
