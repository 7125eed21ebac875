/**
 * The multi-send secrets at rest: AES-256-GCM (node:crypto) with a random 12-byte IV, the auth
 * tag kept, and the key's id stored beside them so a rotated key's boxes are still read. The box
 * is bound to its owner and network (additional data), so it cannot be moved to another account.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Config } from "../../config.js";

export interface CredentialKeys {
  /** Encrypts with the current key; answers the box as stored. */
  seal(secrets: Record<string, string>, binding: string): string;
  /** The secrets of a box, or undefined when no known key opens it or it was tampered with. */
  open(box: string, binding: string): Record<string, string> | undefined;
}

interface Key {
  id: string;
  bytes: Buffer;
}

function keyOf(base64: string): Key {
  const bytes = Buffer.from(base64, "base64");
  // The id names the key without revealing it: the start of its SHA-256.
  return { id: createHash("sha256").update(bytes).digest("hex").slice(0, 12), bytes };
}

export function credentialKeys(config: Pick<Config, "CREDENTIALS_KEY" | "CREDENTIALS_PREVIOUS_KEY">): CredentialKeys {
  const current = keyOf(config.CREDENTIALS_KEY);
  const keys = [current, ...(config.CREDENTIALS_PREVIOUS_KEY ? [keyOf(config.CREDENTIALS_PREVIOUS_KEY)] : [])];
  return {
    seal(secrets, binding) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", current.bytes, iv);
      cipher.setAAD(Buffer.from(binding, "utf8"));
      const data = Buffer.concat([cipher.update(JSON.stringify(secrets), "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [current.id, iv.toString("base64"), tag.toString("base64"), data.toString("base64")].join(".");
    },
    open(box, binding) {
      const [id, iv, tag, data] = box.split(".");
      const key = keys.find((candidate) => candidate.id === id);
      if (!key || iv === undefined || tag === undefined || data === undefined) return undefined;
      try {
        const decipher = createDecipheriv("aes-256-gcm", key.bytes, Buffer.from(iv, "base64"), { authTagLength: 16 });
        decipher.setAAD(Buffer.from(binding, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64"));
        const text = Buffer.concat([decipher.update(Buffer.from(data, "base64")), decipher.final()]).toString("utf8");
        return JSON.parse(text) as Record<string, string>;
      } catch {
        return undefined;
      }
    },
  };
}

/** What a box is bound to: its owner and network. */
export function boxBinding(uid: number, network: string): string {
  return `multisend:${uid}:${network}`;
}
