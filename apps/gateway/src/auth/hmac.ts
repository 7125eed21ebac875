import { hash } from "node:crypto";

const BLOCK = 64;
/** Messages up to this size are written into one reused buffer; longer ones get their own. */
const SCRATCH_BYTES = 16 * 1024;

type HmacEncoding = "hex" | "base64url";

/** HMAC-SHA256 under one fixed key, answering the MAC of a UTF-8 message in the given encoding. */
export type HmacSha256 = (message: string, encoding: HmacEncoding) => string;

/**
 * HMAC-SHA256 (RFC 2104) computed as two one-shot SHA-256 hashes over the padded key, so a call
 * creates no `Hmac` object and no native handle: on the gateway's hot path (every request's
 * signature and session token) that halves the cost and the garbage of `createHmac`.
 * The key pads are computed once; results equal `createHmac("sha256", key)`.
 */
export function hmacSha256(key: string | Buffer): HmacSha256 {
  let keyBytes = typeof key === "string" ? Buffer.from(key, "utf8") : key;
  if (keyBytes.length > BLOCK) keyBytes = hash("sha256", keyBytes, "buffer");
  const inner = Buffer.alloc(BLOCK + SCRATCH_BYTES, 0);
  const outer = Buffer.alloc(BLOCK + 32, 0);
  keyBytes.copy(inner);
  keyBytes.copy(outer);
  for (let i = 0; i < BLOCK; i++) {
    inner[i] = (inner[i] as number) ^ 0x36;
    outer[i] = (outer[i] as number) ^ 0x5c;
  }

  return (message, encoding) => {
    // UTF-8 needs at most three bytes per UTF-16 code unit.
    const room = message.length * 3;
    let input: Buffer;
    if (room <= SCRATCH_BYTES) {
      input = inner.subarray(0, BLOCK + inner.write(message, BLOCK, "utf8"));
    } else {
      input = Buffer.allocUnsafe(BLOCK + room);
      inner.copy(input, 0, 0, BLOCK);
      input = input.subarray(0, BLOCK + input.write(message, BLOCK, "utf8"));
    }
    // The inner digest travels as a one-byte ("binary", i.e. latin1) string: a Buffer result
    // would cost a native allocation.
    outer.write(hash("sha256", input, "binary"), BLOCK, "binary");
    return hash("sha256", outer, encoding);
  };
}

/** Equality of two MACs in time independent of where they differ. */
export function sameMac(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
