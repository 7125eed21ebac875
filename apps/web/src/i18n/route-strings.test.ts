import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Nothing may show a raw key: every key a screen's code names must be in the shell's strings or
 * in a bundle its route loads. A route's page is found in the source as
 * `bundlePage(<bundles>, () => import("<module>"), ...)` or `withStrings(<bundles>, () => import("<module>"))`;
 * the keys of that module and of everything it imports (statically or lazily, up to another such
 * page) must resolve in the shell plus those bundles. The shell's own code (`main.tsx` and what it
 * reaches outside those pages) must find its keys in the shell alone.
 */

type Tree = { [key: string]: string | Tree };

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const LOCALES = join(SRC, "i18n", "locales");
const readJson = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Tree;

const shell = readJson(join(LOCALES, "en.json"));
const bundles = new Map(
  readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => [entry.name, readJson(join(LOCALES, entry.name, "en.json"))] as const),
);
const namespaces = [...new Set([shell, ...bundles.values()].flatMap((tree) => Object.keys(tree)))];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const sources = new Map(sourceFiles(SRC).map((file) => [file, readFileSync(file, "utf8")]));

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")].find(
    (path) => sources.has(path) && existsSync(path),
  );
}

/** Pages loaded with strings: each module with the bundles named with it (once per distinct list). */
const PAGE = /(?:bundlePage|withStrings)\(\s*("\w+"|\[[^\]]*\])\s*,\s*\(\)\s*=>\s*import\("(\.[^"]+)"\)/g;
const pageLoads = new Map<string, { module: string; names: string[] }>();
for (const [file, text] of sources) {
  for (const [, list, specifier] of text.matchAll(PAGE)) {
    const module = resolveModule(file, specifier as string);
    if (!module) throw new Error(`${relative(SRC, file)}: cannot resolve ${specifier}`);
    const names = [...(list as string).matchAll(/"(\w+)"/g)].map((m) => m[1] as string);
    pageLoads.set(`${module} ${names.join(",")}`, { module, names });
  }
}
const pages = new Set([...pageLoads.values()].map((load) => load.module));
const bundlesOf = (path: string) =>
  [...pageLoads.values()].filter((load) => load.module === path).map((load) => load.names);

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)"(\.{1,2}\/[^"]+)"/g;

/** A module and what it imports, stopping at other pages loaded with their own strings. */
function closure(start: string): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const [, specifier] of (sources.get(file) ?? "").matchAll(IMPORT)) {
      const target = resolveModule(file, specifier as string);
      if (!target || seen.has(target) || pages.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return [...seen];
}

/**
 * The keys a module names: whole keys, and the fixed start of a key built with `${…}`
 * (`upload.${kind}Hint` starts with `upload.`, `write.heading.new.special${type}` with `…new.special`).
 */
function keysIn(text: string): { keys: string[]; prefixes: string[] } {
  const pattern = new RegExp(`["'\`]((?:${namespaces.join("|")})(?:\\.\\w+)+)(\\.?)(\\$\\{)?`, "g");
  const keys: string[] = [];
  const prefixes: string[] = [];
  for (const [, key, dot, built] of text.matchAll(pattern)) (built ? prefixes : keys).push(`${key}${dot}`);
  return { keys, prefixes };
}

function lookup(trees: Tree[], key: string): string | Tree | undefined {
  for (const tree of trees) {
    let node: string | Tree | undefined = tree;
    for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
    if (node !== undefined) return node;
  }
  return undefined;
}

/** Keys a set of modules names that the shell plus the given bundles do not hold. */
function missingKeys(modules: string[], names: string[]): string[] {
  const trees = [shell, ...names.map((name) => bundles.get(name) ?? {})];
  const missing: string[] = [];
  for (const module of modules) {
    const { keys, prefixes } = keysIn(sources.get(module) ?? "");
    const where = relative(SRC, module);
    for (const key of keys) {
      const plural = ["_one", "_other"].some((suffix) => typeof lookup(trees, key + suffix) === "string");
      if (typeof lookup(trees, key) !== "string" && !plural) missing.push(`${where}: ${key}`);
    }
    for (const prefix of prefixes) {
      // The last part is a whole name (`…status.`) or the start of one (`…new.special`).
      const parent = prefix.slice(0, prefix.lastIndexOf("."));
      const start = prefix.slice(prefix.lastIndexOf(".") + 1);
      const node = lookup(trees, parent);
      const found = typeof node === "object" && Object.keys(node).some((name) => start && name.startsWith(start));
      if (!(start ? found : typeof node === "object")) missing.push(`${where}: ${prefix}\${…}`);
    }
  }
  return missing;
}

const at = (path: string) => join(SRC, path);

describe("route strings", () => {
  it("finds the pages and the bundles they load", () => {
    for (const { names } of pageLoads.values()) for (const name of names) expect(bundles.has(name), name).toBe(true);
    expect(bundlesOf(at("features/cms/ArticleDetailPage.tsx"))).toEqual([["cms"]]);
    expect(bundlesOf(at("features/creator/WriteArticlePage.tsx"))).toEqual([["creator", "editor"]]);
    expect(bundlesOf(at("features/creator/ContentManagePage.tsx"))).toEqual([["creator"]]);
    expect(bundlesOf(at("features/follows/UserHomePage.tsx"))).toEqual([["follows"]]);
    expect(bundlesOf(at("features/home/HomeFeeds.tsx"))).toEqual([["home"]]);
  });

  it.each([...pageLoads.values()].map(({ module, names }) => [relative(SRC, module), names, module] as const))(
    "%s finds every key it names in the shell and %j",
    (_name, names, module) => {
      const modules = closure(module);
      expect(modules.flatMap((file) => keysIn(sources.get(file) ?? "").keys).length).toBeGreaterThan(0);
      expect(missingKeys(modules, [...names])).toEqual([]);
    },
  );

  it("the shell's own screens find every key they name in the shell", () => {
    const modules = closure(at("main.tsx"));
    expect(modules).toContain(at("features/home/HomePage.tsx"));
    expect(missingKeys(modules, [])).toEqual([]);
  });

  it("reports a key a page's bundles lack", () => {
    const write = closure(at("features/creator/WriteArticlePage.tsx"));
    expect(missingKeys(write, ["creator"])).toContainEqual(expect.stringMatching(/ui\/editor\/.*: editor\./));
  });
});
