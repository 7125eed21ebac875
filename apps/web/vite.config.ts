import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { shellChunk } from "./scripts/shell-chunk.ts";

/** The gateway the dev server forwards API calls to (`npm start` listens there). */
const gatewayTarget = process.env.ICMS_GATEWAY_URL ?? "http://127.0.0.1:8080";

const PROTOCOL_SOURCE = /[\\/]packages[\\/]protocol[\\/]src[\\/]/;

export default defineConfig({
  // One chunk for what the home route loads (scripts/shell-chunk.ts).
  // Brotli and gzip copies of every text asset, made once at build time; the gateway sends the
  // one the browser accepts (apps/gateway/src/http/web-app.ts).
  plugins: [
    react(),
    shellChunk(fileURLToPath(import.meta.url)),
    compression({
      algorithms: ["brotliCompress", "gzip"],
      include: /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
    }),
  ],
  server: {
    proxy: { "/gwapi": { target: gatewayTarget, changeOrigin: false } },
  },
  build: {
    // scripts/bundle-size.ts reads the manifest to find what the home route loads.
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // The protocol package only declares things (constants, zod schemas, the client), so a
        // screen that needs STORAGE_KEYS does not have to download zod and every action schema.
        moduleSideEffects: (id: string) => !PROTOCOL_SOURCE.test(id),
      },
    },
  },
});
