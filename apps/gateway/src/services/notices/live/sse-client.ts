import type { NoticeStreamEvent } from "@icms/protocol";

/** One event as a browser's EventSource would hand it over. */
export interface ReceivedEvent {
  id: number | undefined;
  event: NoticeStreamEvent;
}

/** An open stream read as the browser reads it, for the tests. */
export interface StreamReader {
  status: number;
  headers: Headers;
  /** The next event (rejects once the stream ended without one). */
  next(): Promise<ReceivedEvent>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  /** The `id:` of the last event that had one: what the browser sends back as Last-Event-ID. */
  lastId(): number | undefined;
  /** Events read so far that no `next()` took. */
  pending(): ReceivedEvent[];
  /** The body of a refusal (non-200). */
  body(): Promise<unknown>;
  close(): void;
}

/** Opens `url` (the stream's URL with its query) and parses the server-sent events it sends. */
export async function readStream(url: string, headers: Record<string, string> = {}): Promise<StreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const queue: ReceivedEvent[] = [];
  const waiting: { resolve(e: ReceivedEvent): void; reject(error: Error): void }[] = [];
  let lastId: number | undefined;
  let done = false;
  const deliver = (event: ReceivedEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(event);
    else queue.push(event);
  };
  const ended =
    response.status !== 200 || !response.body
      ? Promise.resolve()
      : (async () => {
          const reader = (response.body as ReadableStream<Uint8Array>).pipeThrough(new TextDecoderStream()).getReader();
          let buffer = "";
          try {
            for (;;) {
              const { value, done: finished } = await reader.read();
              if (finished) break;
              buffer += value;
              let end = buffer.indexOf("\n\n");
              while (end >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                end = buffer.indexOf("\n\n");
                let id: number | undefined;
                let data: string | undefined;
                for (const line of block.split("\n")) {
                  if (line.startsWith("id: ")) id = Number(line.slice(4));
                  else if (line.startsWith("data: ")) data = line.slice(6);
                }
                if (data === undefined) continue;
                if (id !== undefined) lastId = id;
                deliver({ id, event: JSON.parse(data) as NoticeStreamEvent });
              }
            }
          } catch {
            // Aborted by close().
          } finally {
            done = true;
            for (const waiter of waiting.splice(0)) waiter.reject(new Error("the stream ended"));
          }
        })();
  return {
    status: response.status,
    headers: response.headers,
    next() {
      const event = queue.shift();
      if (event) return Promise.resolve(event);
      if (done) return Promise.reject(new Error("the stream ended"));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    ended,
    lastId: () => lastId,
    pending: () => [...queue],
    body: () => response.json(),
    close: () => abort.abort(),
  };
}
