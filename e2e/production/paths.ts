import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root, where the build output and the npm scripts are. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
