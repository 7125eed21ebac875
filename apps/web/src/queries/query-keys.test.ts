import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The app's code, tests left out (they may build keys to seed a cache). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * A key written in place: `queryKey: [...]`, also as a branch of `cond ? [...] : ...`. Keys come
 * from the feature's factory (`eduKeys.dir(...)`, `planetKeys.feeds()`), so a key read in one
 * place and invalidated in another cannot drift apart.
 */
const WRITTEN_IN_PLACE = /queryKey:\s*\[|queryKey:[^,\n]*[?:]\s*\[/;

it("builds every query key in a key factory, never as an array at the call", () => {
  const found: string[] = [];
  for (const file of sourceFiles(SRC)) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (WRITTEN_IN_PLACE.test(line)) found.push(`${relative(SRC, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});

it("recognises a key written in place", () => {
  expect(WRITTEN_IN_PLACE.test('queryKey: ["privileges", uid],')).toBe(true);
  expect(WRITTEN_IN_PLACE.test('{ queryKey: [...kolKeys.all, "list"] }')).toBe(true);
  expect(WRITTEN_IN_PLACE.test('queryKey: target === "notice" ? ["notices"] : newsKeys.all')).toBe(true);
  expect(WRITTEN_IN_PLACE.test("queryKey: planetKeys.feed(filter, uid),")).toBe(false);
  expect(WRITTEN_IN_PLACE.test("queryKey: kind === 1 ? followKeys.fans(uid) : followKeys.following(uid),")).toBe(false);
});
