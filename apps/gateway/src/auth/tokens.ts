import { createHash, randomBytes } from "node:crypto";
import { Code, GatewayError } from "@icms/protocol";
import { jwtCodec } from "./jwt.js";

export interface Session {
  uid: number;
  wallet: string;
}

export interface TokenIssuer {
  issueAccess(session: Session): string;
  /** Throws 1003 for an expired, forged or malformed token. */
  verifyAccess(token: string): Session;
}

/** How many verified access tokens are remembered; past it the oldest are forgotten first. */
const VERIFIED_TOKENS_MAX = 20_000;

/**
 * Access tokens are HS256 JWTs. A verified token is remembered with its session until its own
 * expiry, so a client calling again with the same token skips the MAC and the decoding; a token
 * is immutable, so the answer cannot change before it expires.
 */
export function createTokenIssuer(
  secret: string,
  ttlSeconds: number,
  now: () => number = () => Math.floor(Date.now() / 1000),
): TokenIssuer {
  const jwt = jwtCodec(secret);
  const verified = new Map<string, { session: Session; exp: number }>();
  return {
    issueAccess(session) {
      const iat = now();
      // jti keeps two tokens issued in the same second for the same user distinct.
      return jwt.sign({
        sub: String(session.uid),
        wal: session.wallet,
        iat,
        exp: iat + ttlSeconds,
        jti: randomBytes(8).toString("hex"),
      });
    },
    verifyAccess(token) {
      const at = now();
      const known = verified.get(token);
      if (known !== undefined) {
        if (known.exp > at) return known.session;
        verified.delete(token);
      }
      const claims = jwt.verify(token, at);
      const uid = Number(claims?.sub);
      if (!claims || !Number.isInteger(uid) || typeof claims.wal !== "string") {
        throw new GatewayError(Code.TokenInvalid);
      }
      const session: Session = { uid, wallet: claims.wal };
      // Map keeps insertion order: the first key is the oldest entry.
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, { session, exp: claims.exp });
      return session;
    },
  };
}

/** An opaque refresh token; only its hash is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
