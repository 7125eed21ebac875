import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// From Node 25 a global `localStorage` (undefined without --localstorage-file) hides jsdom's own,
// and every test that touches storage fails; the workers run without Node's Web Storage.
const nodeMajor = Number(process.versions.node.split(".")[0]);
const execArgv = nodeMajor >= 25 ? ["--no-webstorage"] : [];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "jsdom",
    setupFiles: ["./src/test/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    css: false,
    // Every core (vitest's default leaves one idle, which on a two-core machine halves the speed).
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    execArgv,
  },
});
