import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { totalsLine } from "./totals.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder the fuzzer's shards write their totals to (totals.ts). */
    fuzzTotalsDir: string;
  }
}

/** Gives the fuzzer's shards a folder for their totals, and prints their sum once all have run. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), "icms-fuzz-"));
  project.provide("fuzzTotalsDir", dir);
  return () => {
    const line = totalsLine(dir);
    if (line) console.log(line);
    rmSync(dir, { recursive: true, force: true });
  };
}
