import { Code, type ErrorCode, TIMING } from "@icms/protocol";
import type { Config } from "../config.js";
import { requestSignatureValid } from "./signature.js";

const WIRE_FIELDS = ["app_id", "data", "dev_id", "timestamp", "v", "sign"] as const;

/**
 * The checks every signed request passes before anything else (gateway-route.ts): fields
 * present, app known, signature right, timestamp fresh.
 * Answers the refusal code, or undefined when the fields pass.
 */
export function wireRefusal(fields: Readonly<Record<string, unknown>>, config: Config): ErrorCode | undefined {
  if (WIRE_FIELDS.some((key) => typeof fields[key] !== "string")) return Code.BadRequestSignature;
  if (fields.app_id !== config.APP_ID) return Code.UnknownApp;
  if (!requestSignatureValid(fields, config.APP_SECRET)) return Code.BadRequestSignature;
  const timestamp = Number(fields.timestamp as string);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TIMING.requestWindowSeconds) {
    return Code.StaleRequest;
  }
  return undefined;
}
