import { describe, expect, it } from "vitest";
import { backupArgs, restoreArgs } from "./args.js";
import { isNewerMigration } from "./database.js";
import { backupName } from "./manifest.js";
import { compareCounts, describeReport } from "./verify.js";

describe("checking a restore", () => {
  it("names each table whose rows differ, or that is missing on either side", () => {
    const tables = compareCounts(
      { "public.users": 2, "public.articles": 1, "pgboss.job": 0 },
      { "public.users": 2, "public.articles": 0, "public.extra": 4 },
    );
    expect(tables).toEqual({
      count: 3,
      rows: 3,
      mismatches: [
        { table: "public.articles", expected: 1, found: 0 },
        { table: "pgboss.job", expected: 0, found: null },
        { table: "public.extra", expected: null, found: 4 },
      ],
    });
    const lines = describeReport({ tables, files: { count: 2, differing: ["image/a.png"] } });
    expect(lines.at(-1)).toBe("NOT verified: see the differences above");
    expect(lines).toContain("  pgboss.job: expected 0, found no table");
  });

  it("says so when all matches", () => {
    const lines = describeReport({
      tables: compareCounts({ "public.users": 2 }, { "public.users": 2 }),
      files: { count: 1, differing: [] },
    });
    expect(lines).toEqual([
      "tables: 1 (2 rows), 0 differing",
      "files: 1, 0 differing",
      "verified: the restore matches the backup",
    ]);
  });

  it("orders migrations by their number", () => {
    expect(isNewerMigration("0076_next", "0075_review_reasons_disabled")).toBe(true);
    expect(isNewerMigration("0075_review_reasons_disabled", "0075_review_reasons_disabled")).toBe(false);
    expect(isNewerMigration(null, "0001_initial")).toBe(false);
  });
});

describe("the commands' arguments", () => {
  it("names a backup by the UTC second it started", () => {
    expect(backupName(new Date("2026-11-27T03:15:09.123Z"))).toBe("icms-backup-20261127T031509Z");
  });

  it("reads the backup folder and --yes, refusing anything else", () => {
    expect(backupArgs([])).toEqual({ outDir: "./backups" });
    expect(backupArgs(["--out", "/srv/backups"])).toEqual({ outDir: "/srv/backups" });
    expect(backupArgs(["--out=/b"])).toEqual({ outDir: "/b" });
    expect(() => backupArgs(["--keep", "7"])).toThrow(/unknown argument --keep/);
    expect(restoreArgs(["b/icms-backup-20261127T031509Z", "--yes"])).toEqual({
      dir: "b/icms-backup-20261127T031509Z",
      yes: true,
    });
    expect(() => restoreArgs([])).toThrow(/name one backup folder/);
    expect(() => restoreArgs(["a", "--force"])).toThrow(/unknown argument --force/);
  });
});
