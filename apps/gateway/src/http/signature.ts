import { createHmac, timingSafeEqual } from "node:crypto";
import { canonicalString, type WireFields } from "@icms/protocol";

/**
 * The gateway's check of a request's `sign` field: the same canonical string and HMAC-SHA256 as
 * the protocol package, computed with node:crypto (several times faster on the hot path).
 */
export function requestSignatureValid(fields: WireFields, appSecret: string): boolean {
  const given = fields.sign;
  if (typeof given !== "string" || !/^[0-9a-f]{64}$/.test(given)) return false;
  const expected = createHmac("sha256", appSecret).update(canonicalString(fields)).digest();
  return timingSafeEqual(expected, Buffer.from(given, "hex"));
}
