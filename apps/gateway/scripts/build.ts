/**
 * The production build: the gateway's entry points bundled into plain JavaScript under
 * `dist/bin/`, so a deployment runs `node dist/bin/main.js` with no TypeScript toolchain.
 *
 * The workspace packages (`@icms/protocol`, `@icms/contracts`) are TypeScript sources, so they are
 * bundled in; every other package stays an import resolved from `node_modules` at run time
 * (`npm ci --omit=dev` installs them). The bundles sit two folders below the package root, as the
 * sources do (`src/db/`), so paths a module finds beside itself (`../../migrations/`) still hold.
 */
import { readdir, rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const outdir = `${root}dist/bin`;

/** Bare imports stay external unless they name one of the workspace's own TypeScript packages. */
const externalPackages: Plugin = {
  name: "external-packages",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@icms/") ? undefined : { path: args.path, external: true },
    );
  },
};

/** The gateway (`src/main.ts`) and every command beside it (`src/<name>-main.ts` → `dist/bin/<name>.js`). */
async function entryPoints(): Promise<Record<string, string>> {
  const entries: Record<string, string> = { main: `${root}src/main.ts` };
  for (const file of await readdir(`${root}src`)) {
    const command = /^(.+)-main\.ts$/.exec(file)?.[1];
    if (command) entries[command] = `${root}src/${file}`;
  }
  return entries;
}

await rm(`${root}dist`, { recursive: true, force: true });
const result = await build({
  entryPoints: await entryPoints(),
  outdir,
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node22.12",
  sourcemap: true,
  metafile: true,
  logLevel: "warning",
  plugins: [externalPackages],
  // Bundled CommonJS helpers may call `require`; give the ESM output one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `gateway build: ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1024).toFixed(0)} KiB in dist/bin`,
);
