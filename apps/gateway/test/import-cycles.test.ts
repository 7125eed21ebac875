import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

// `npm run lint` refuses an import cycle: the repository's own linter settings are run on a
// small folder of two modules, once importing each other (refused) and once not (accepted).
// The modules import each other with `.js` specifiers that name `.ts` files, as the gateway does.

const ROOT = resolve(fileURLToPath(import.meta.url), "../../../..");
const BIOME = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");
const folder = mkdtempSync(join(tmpdir(), "import-cycle-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

// The repository's linter settings, for this folder alone (outside the repository, so no VCS).
const settings = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));
writeFileSync(
  join(folder, "biome.json"),
  JSON.stringify({ linter: settings.linter, vcs: { enabled: false }, files: { includes: ["**"] } }),
);

function lint(bImportsA: boolean) {
  writeFileSync(join(folder, "a.ts"), 'import { b } from "./b.js";\n\nexport const a = () => b();\n');
  writeFileSync(
    join(folder, "b.ts"),
    bImportsA ? 'import { a } from "./a.js";\n\nexport const b = () => a;\n' : "export const b = () => 1;\n",
  );
  const run = spawnSync(process.execPath, [BIOME, "lint", "."], { cwd: folder, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

it("fails lint on two modules that import each other", () => {
  const { status, output } = lint(true);
  expect(output).toContain("lint/suspicious/noImportCycles");
  expect(status).not.toBe(0);
});

it("passes lint once the cycle is gone", () => {
  const { status, output } = lint(false);
  expect(output).not.toContain("noImportCycles");
  expect(status).toBe(0);
});
