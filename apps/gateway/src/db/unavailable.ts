/**
 * Whether a failure means the database cannot be reached right now (its server down, restarting
 * or cut off), rather than a fault of the request or of the gateway. Such a request is answered
 * 503 with code 1001 and a Retry-After, not 500: the caller may try again in a moment, and a proxy
 * or monitor can tell an outage from a bug (docs/decisions.md, "What a database outage answers").
 */

/** Socket errors of a connection that could not be opened or was cut. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);

/**
 * PostgreSQL's SQLSTATEs for a server going away: class 08 (connection exception), 57P01–57P03
 * (terminated by a shutdown or a crash of another backend, or not accepting connections yet while
 * it starts or recovers), 53300 (too many connections).
 */
const SERVER_CODES = /^(08...|57P0[1-3]|53300)$/;

/** What node-postgres says when a connection ends under a query, or a pool cannot get one in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Client was closed and is not queryable/,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_CODES.test(code))) return true;
  if (typeof message === "string" && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // A refused connection to a host with several addresses comes as an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
