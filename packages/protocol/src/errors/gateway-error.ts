import type { ErrorCode } from "./codes.js";

/** A refusal with a catalogue code. The gateway turns it into `{code, msg, data}`. */
export class GatewayError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, details?: unknown) {
    super(`gateway error ${code}`);
    this.name = "GatewayError";
    this.code = code;
    this.details = details;
  }
}
