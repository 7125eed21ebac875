/** Characters a terminal shows two columns wide: CJK ideographs, Hangul, full-width forms. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The columns `text` takes in a terminal. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/** A cell as people read it: JSON values compact, nothing shown as `-`. */
function cell(value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * Rows as a plain-text table: a header of the column names, then one line per row, columns padded
 * to their widest cell (the last one is not padded, so lines carry no trailing spaces).
 */
export function textTable(columns: readonly string[], rows: readonly object[]): string {
  if (rows.length === 0) return "(none)";
  const cells = [
    columns.map((column) => column),
    ...rows.map((row) => columns.map((column) => cell((row as Record<string, unknown>)[column]))),
  ];
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => displayWidth(line[i] ?? ""))));
  return cells
    .map((line) =>
      line
        .map((text, i) => (i === line.length - 1 ? text : text + " ".repeat((widths[i] ?? 0) - displayWidth(text))))
        .join("  "),
    )
    .join("\n");
}
