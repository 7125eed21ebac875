/**
 * Measures what the home route downloads: the entry chunk, the home page chunk and the default
 * (English) locale, each with its static imports, gzipped as a browser would receive them.
 * Reads the Vite manifest of `dist` (run `npm run build -w apps/web` first).
 *
 *   tsx apps/web/scripts/bundle-size.ts [distDir] [--json]
 *
 * Exits with 1 when the JavaScript is over the 200 KB gzip budget, 2 when dist is missing.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

export const HOME_JS_BUDGET_BYTES = 200 * 1024;

/** The source modules whose chunks the home route loads before it is usable. */
export const HOME_ROUTE_SOURCES = ["index.html", "src/features/home/HomePage.tsx", "src/i18n/locales/en.json"];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Every file loaded by these modules through static imports (dynamic imports are not followed). */
export function routeFiles(manifest: Manifest, sources: string[]): { js: string[]; css: string[] } {
  const seen = new Set<string>();
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no entry for ${key}`);
    if (chunk.file.endsWith(".js")) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { js: [...js].sort(), css: [...css].sort() };
}

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function main(argv: string[]): number {
  const here = dirname(fileURLToPath(import.meta.url));
  const distDir = resolve(argv.find((arg) => !arg.startsWith("--")) ?? join(here, "..", "dist"));
  const manifestFile = join(distDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) {
    console.error(`No Vite manifest at ${manifestFile}: build the web app first (npm run build -w apps/web).`);
    return 2;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const files = routeFiles(manifest, HOME_ROUTE_SOURCES);
  const measure = (list: string[]) => list.map((file) => ({ file, gzip: gzipBytes(join(distDir, file)) }));
  const js = measure(files.js);
  const css = measure(files.css);
  const jsTotal = js.reduce((sum, f) => sum + f.gzip, 0);
  const cssTotal = css.reduce((sum, f) => sum + f.gzip, 0);
  const withinBudget = jsTotal <= HOME_JS_BUDGET_BYTES;

  if (argv.includes("--json")) {
    console.log(
      JSON.stringify({
        route: "/index",
        jsGzipBytes: jsTotal,
        cssGzipBytes: cssTotal,
        budgetBytes: HOME_JS_BUDGET_BYTES,
        withinBudget,
        js,
        css,
      }),
    );
  } else {
    console.log("Home route (/index), gzip sizes:");
    for (const f of [...js, ...css]) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
    console.log(
      `  JS  total ${kb(jsTotal)} of a ${kb(HOME_JS_BUDGET_BYTES)} budget: ${withinBudget ? "OK" : "OVER BUDGET"}`,
    );
    console.log(`  CSS total ${kb(cssTotal)}`);
  }
  return withinBudget ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
