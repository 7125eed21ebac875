/**
 * Compiles the contracts with solc-js and writes typed constants to `src/generated/`.
 * The output depends only on the sources and the installed compiler and OpenZeppelin versions.
 *
 *   npm run build -w contracts             write the files
 *   npm run build -w contracts -- --check  fail if the committed files are out of date
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generate, outDir, staleFiles } from "./lib/generate.js";

function main(): void {
  const started = Date.now();
  const { files, sizes } = generate();
  for (const [name, size] of sizes) console.log(`${name.padEnd(14)} ${String(size).padStart(6)} bytes`);
  if (process.argv.includes("--check")) {
    const stale = staleFiles(files);
    if (stale.length > 0) {
      console.error(`src/generated is out of date (${stale.join(", ")}): run npm run build -w contracts`);
      process.exit(1);
    }
    console.log("src/generated is up to date");
    return;
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [f, text] of files) writeFileSync(path.join(outDir, f), text);
  console.log(`wrote ${files.size} files to src/generated in ${Date.now() - started} ms`);
}

main();
