import { canonicalString } from "@icms/protocol";
import { type HmacSha256, hmacSha256, sameMac } from "../auth/hmac.js";

/** One MAC per app secret, its key pads computed once. */
const macs = new Map<string, HmacSha256>();

/**
 * The gateway's check of a request's `sign` field: the protocol package's canonical string and
 * HMAC-SHA256 as lower-case hex, computed with node:crypto.
 */
export function requestSignatureValid(fields: Readonly<Record<string, unknown>>, appSecret: string): boolean {
  const given = fields.sign;
  // Anything but the expected lower-case hex fails the comparison, so no format check is needed.
  if (typeof given !== "string" || given.length !== 64) return false;
  let mac = macs.get(appSecret);
  if (mac === undefined) {
    mac = hmacSha256(appSecret);
    macs.set(appSecret, mac);
  }
  return sameMac(mac(canonicalString(fields), "hex"), given);
}
