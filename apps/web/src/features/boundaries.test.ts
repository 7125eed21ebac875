import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const FEATURES = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(FEATURES, "..");
const SPECIFIER = /(?:from|import|mock)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The feature folder a path lies in, or undefined outside `features/`. */
const featureOf = (path: string) => relative(FEATURES, path).split(/[\\/]/)[0];

it("keeps features apart: a feature imports shared code (app, session, queries, ui, wallet, i18n), never another feature", () => {
  const crossings: string[] = [];
  for (const file of sourceFiles(FEATURES)) {
    const own = featureOf(file);
    if (!own || own.endsWith(".ts")) continue;
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const target = resolve(dirname(file), specifier as string);
      if (!target.startsWith(`${FEATURES}/`)) continue;
      const other = featureOf(target);
      if (other !== own) crossings.push(`${relative(SRC, file)} -> ${relative(SRC, target)}`);
    }
  }
  expect(crossings).toEqual([]);
});
