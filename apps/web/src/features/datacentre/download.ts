/**
 * Saves text as a file the way a download link does: a Blob URL on a temporary anchor, revoked
 * once clicked. A byte-order mark first, so spreadsheet programs read the CSV's Chinese and
 * Russian titles as UTF-8.
 */
export function downloadText(filename: string, text: string, type = "text/csv;charset=utf-8"): void {
  const blob = new Blob(["\ufeff", text], { type });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The click has started the download; the URL is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
