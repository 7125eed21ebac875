import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const SERVICES = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(SERVICES, "..");
const SHARED = join(SRC, "shared");
const SPECIFIER = /(?:from|import|mock)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
/** What an area offers the others: its definition, and what it declares they may use. */
const PUBLIC_ENTRIES = new Set(["index.ts", "public.ts"]);

/**
 * Crossings that wait on work in progress: each one names its reason, and goes when that work
 * lands. Keep it short; a new crossing goes through the other area's public entry instead.
 */
const ALLOWED: Record<string, string> = {};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** The module a relative specifier names: `./x.js` is the TypeScript file `./x.ts`. */
const target = (file: string, specifier: string) => resolve(dirname(file), specifier).replace(/\.js$/, ".ts");
const imports = (file: string) =>
  [...readFileSync(file, "utf8").matchAll(SPECIFIER)].map(([, specifier]) => target(file, specifier as string));

/** The area folder a path lies in, or undefined for a file directly in `services/` or outside it. */
function areaOf(path: string): string | undefined {
  const parts = relative(SERVICES, path).split(/[\\/]/);
  return parts.length > 1 && parts[0] !== ".." ? parts[0] : undefined;
}

it("keeps areas apart: an area imports shared modules and other areas' index.ts or public.ts, never their other files", () => {
  const crossings: string[] = [];
  for (const file of sourceFiles(SERVICES)) {
    const own = areaOf(file);
    if (!own) continue;
    for (const to of imports(file)) {
      const other = areaOf(to);
      if (!other || other === own) continue;
      if (PUBLIC_ENTRIES.has(relative(join(SERVICES, other), to))) continue;
      const crossing = `${relative(SRC, file)} -> ${relative(SRC, to)}`;
      if (!(crossing in ALLOWED)) crossings.push(crossing);
    }
  }
  expect(crossings).toEqual([]);
});

it("keeps shared modules shared: nothing under src/shared imports an area", () => {
  const crossings = sourceFiles(SHARED).flatMap((file) =>
    imports(file)
      .filter((to) => to.startsWith(`${SERVICES}/`))
      .map((to) => `${relative(SRC, file)} -> ${relative(SRC, to)}`),
  );
  expect(crossings).toEqual([]);
});
