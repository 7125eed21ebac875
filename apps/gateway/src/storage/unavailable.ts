/**
 * The storage could not be reached: no connection, a connection cut, no answer within
 * `STORAGE_TIMEOUT_SECONDS`, or the service answering 5xx (it is failing, not refusing us). A
 * request that needed it is answered like a database outage, 503 with code 1001 and a
 * Retry-After (`http/outage.ts`), never 500 and never left hanging: the caller may try again in a
 * moment, and nothing was recorded (an upload's row is written only after its file is stored).
 */
export class StorageUnavailableError extends Error {
  override readonly name = "StorageUnavailableError";
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  return error instanceof StorageUnavailableError;
}

/**
 * Calls `send` with a signal that aborts once `timeoutMs` pass without progress: no answer, or
 * (for a streamed body) no chunk taken for that long. `progress` is handed to the caller to mark
 * a chunk sent, so a large upload that keeps moving is never cut, while a silent bucket is given
 * up after `timeoutMs`. Any failure to get an answer becomes a `StorageUnavailableError`, and so
 * does a 5xx answer; other answers are the caller's to judge.
 */
export async function withinStorageTimeout(
  what: string,
  timeoutMs: number,
  send: (signal: AbortSignal, progress: () => void) => Promise<Response>,
): Promise<Response> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), timeoutMs);
  };
  arm();
  let response: Response;
  try {
    response = await send(controller.signal, arm);
  } catch (error) {
    const reason = controller.signal.aborted ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message;
    throw new StorageUnavailableError(`storage ${what}: ${reason}`, { cause: error });
  } finally {
    // The answer's body streams on without a limit: the caller passes it along as it arrives.
    clearTimeout(timer);
  }
  if (response.status >= 500) {
    await response.body?.cancel().catch(() => undefined);
    throw new StorageUnavailableError(`storage ${what}: HTTP ${response.status}`);
  }
  return response;
}
