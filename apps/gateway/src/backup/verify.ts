/** A table whose rows after a restore differ from the manifest's count. */
interface CountMismatch {
  table: string;
  expected: number | null;
  found: number | null;
}

export interface RestoreReport {
  tables: { count: number; rows: number; mismatches: CountMismatch[] };
  files: { count: number; differing: string[] };
}

/** The manifest's row counts against the restored database's (a table missing on either side differs). */
export function compareCounts(
  expected: Record<string, number>,
  found: Record<string, number>,
): RestoreReport["tables"] {
  const mismatches: CountMismatch[] = [];
  for (const table of new Set([...Object.keys(expected), ...Object.keys(found)])) {
    const want = expected[table] ?? null;
    const got = found[table] ?? null;
    if (want !== got) mismatches.push({ table, expected: want, found: got });
  }
  const rows = Object.values(expected).reduce((sum, n) => sum + n, 0);
  return { count: Object.keys(expected).length, rows, mismatches };
}

export const restoreMatches = (report: RestoreReport) =>
  report.tables.mismatches.length === 0 && report.files.differing.length === 0;

/** The report as the restore command prints it. */
export function describeReport(report: RestoreReport): string[] {
  const lines = [
    `tables: ${report.tables.count} (${report.tables.rows} rows), ${report.tables.mismatches.length} differing`,
    ...report.tables.mismatches.map(
      (m) => `  ${m.table}: expected ${m.expected ?? "no table"}, found ${m.found ?? "no table"}`,
    ),
    `files: ${report.files.count}, ${report.files.differing.length} differing`,
    ...report.files.differing.map((key) => `  ${key}`),
  ];
  lines.push(
    restoreMatches(report) ? "verified: the restore matches the backup" : "NOT verified: see the differences above",
  );
  return lines;
}
