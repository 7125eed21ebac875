/**
 * The one byte range an HTTP `Range` header asks of an object of `size` bytes (RFC 9110 14.1.2):
 * `bytes=a-b`, `bytes=a-` or the last n bytes `bytes=-n`, clipped to the object. Undefined means
 * "send all of it" (no header, another unit, several ranges, or a header that does not parse, all
 * of which a server may answer with the whole object); "unsatisfiable" is a range that starts past
 * the end (416).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return undefined;
  if (from === "") {
    const last = Number(to);
    if (last === 0) return "unsatisfiable";
    return size === 0 ? "unsatisfiable" : { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (to !== "" && Number(to) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
