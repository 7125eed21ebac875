import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { API_KEY_PREFIX } from "@icms/protocol";

/**
 * API keys: `icms_<key id>_<secret>`. The key id (12 hex characters) finds the app; the secret
 * (32 random bytes, base64url) proves the caller holds the key. Only the secret's SHA-256 is
 * stored: a fast hash is right for a high-entropy secret (nothing to guess), and the comparison
 * is constant-time.
 */
const KEY_PATTERN = /^icms_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export interface IssuedKey {
  key: string;
  keyId: string;
  secretHash: string;
}

const hashOf = (secret: string): string => createHash("sha256").update(secret).digest("hex");

export function issueKey(): IssuedKey {
  const keyId = randomBytes(6).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  return { key: `${API_KEY_PREFIX}${keyId}_${secret}`, keyId, secretHash: hashOf(secret) };
}

/** The key's public start, shown in lists to tell keys apart. */
export const keyPrefix = (keyId: string): string => `${API_KEY_PREFIX}${keyId}`;

/** The key id and secret of a well-formed key; undefined for anything else. */
export function parseKey(key: string): { keyId: string; secret: string } | undefined {
  const match = KEY_PATTERN.exec(key);
  return match ? { keyId: match[1] as string, secret: match[2] as string } : undefined;
}

/** Whether the secret hashes to the stored hash, compared in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashOf(secret), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
