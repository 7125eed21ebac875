import { hmac } from "@noble/hashes/hmac";
import { sha256 } from "@noble/hashes/sha2";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils";

/** Every field of a gateway request travels as a string in the form body. */
export type WireFields = Record<string, string>;

/**
 * The string the signature covers: every string field but `sign`, sorted by key, written as
 * `key=value` and joined by `&`. Values are taken raw, not URL-encoded. A field that is not a
 * string (a form key sent twice parses to a list) is not part of it.
 */
export function canonicalString(fields: Readonly<Record<string, unknown>>): string {
  // One pass over the sorted keys into one string: the gateway builds this on every request,
  // and the filter/map/join chain cost three arrays and a closure call per field.
  const keys = Object.keys(fields).sort();
  let out = "";
  let separator = "";
  for (const key of keys) {
    const value = fields[key];
    if (key === "sign" || typeof value !== "string") continue;
    out += `${separator}${key}=${value}`;
    separator = "&";
  }
  return out;
}

/** HMAC-SHA256 of the canonical string under the app secret, as lower-case hex. */
export function signFields(fields: WireFields, appSecret: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(appSecret), utf8ToBytes(canonicalString(fields))));
}

/** Constant-time check of a request's `sign` field. */
export function verifySignature(fields: WireFields, appSecret: string): boolean {
  const given = fields.sign;
  if (typeof given !== "string" || given.length !== 64) return false;
  const expected = signFields(fields, appSecret);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
