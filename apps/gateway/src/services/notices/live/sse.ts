import type { NoticeStreamEvent } from "@icms/protocol";

/**
 * One server-sent event: `id:` (the change number the client resumes from, when it has one),
 * `event:` (the JSON's type, so a client may listen by name) and one `data:` line (JSON has no
 * raw line breaks).
 */
export function sseEvent(event: NoticeStreamEvent, id?: number): string {
  const idLine = id === undefined ? "" : `id: ${id}\n`;
  return `${idLine}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** A comment line: keeps proxies and the socket's idle timeout from closing a quiet stream. */
export const SSE_HEARTBEAT = ": ping\n\n";
