/** `npm run backup -- [--out <dir>]`: where backups go, `./backups` by default. */
export function backupArgs(argv: readonly string[]): { outDir: string } {
  let outDir = "./backups";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === "--out" && argv[i + 1]) outDir = argv[++i] as string;
    else if (arg.startsWith("--out=")) outDir = arg.slice("--out=".length);
    else throw new Error(`unknown argument ${arg}: usage: npm run backup -- [--out <dir>]`);
  }
  return { outDir };
}

/** `npm run restore -- <backup dir> [--yes]`. */
export function restoreArgs(argv: readonly string[]): { dir: string; yes: boolean } {
  const usage = "usage: npm run restore -- <backup folder> [--yes]";
  const yes = argv.includes("--yes");
  const rest = argv.filter((arg) => arg !== "--yes");
  const unknown = rest.find((arg) => arg.startsWith("-"));
  if (unknown) throw new Error(`unknown argument ${unknown}: ${usage}`);
  if (rest.length !== 1) throw new Error(`name one backup folder: ${usage}`);
  return { dir: rest[0] as string, yes };
}

/** The embedded database keeps its files under DATA_DIR; only a PostgreSQL deployment is backed up. */
export const EMBEDDED_REFUSAL =
  "DATABASE_URL is not set: backup and restore are for PostgreSQL deployments. The embedded database " +
  "is for development; to keep a copy of it, stop the gateway and copy its DATA_DIR.";
