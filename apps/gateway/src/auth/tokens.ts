import { createHash, randomBytes } from "node:crypto";
import { createSigner, createVerifier } from "fast-jwt";
import { LRUCache } from "lru-cache";
import { Code, GatewayError } from "@icms/protocol";
import type { SessionRevocations } from "./revocations.js";

export interface Session {
  uid: number;
  wallet: string;
  /** The sign-in this session belongs to: every token of one sign-in shares it. */
  family: string;
}

export interface TokenIssuer {
  issueAccess(session: Session): string;
  /** Throws 1003 for an expired, forged, malformed or revoked token. */
  verifyAccess(token: string): Session;
}

/** How many verified access tokens are remembered; past it the least recently used are forgotten. */
const VERIFIED_TOKENS_MAX = 20_000;

interface AccessClaims {
  sub: string;
  wal: string;
  fam: string;
  exp: number;
}

/**
 * Access tokens are HS256 JWTs signed and verified by fast-jwt. Only HS256 is accepted, so
 * `alg: none` and algorithm confusion cannot pass. A verified token's session is remembered
 * (lru-cache, keyed by the token itself) until the token's own expiry, so a client calling again
 * with the same token skips the MAC and the decoding. fast-jwt's own cache hashes every token
 * with SHA-256 to make its key, which cost the gateway a sixth of its throughput. A revoked
 * sign-in (logout, refresh-token replay) is checked on every call, remembered or not.
 */
export function createTokenIssuer(secret: string, ttlSeconds: number, revoked: SessionRevocations): TokenIssuer {
  const sign = createSigner<Record<string, string>>({
    key: secret,
    algorithm: "HS256",
    expiresIn: ttlSeconds * 1000,
  });
  const verify = createVerifier({
    key: secret,
    algorithms: ["HS256"],
    requiredClaims: ["sub", "wal", "fam", "exp"],
  });
  const verified = new LRUCache<string, { session: Session; expiresAt: number }>({ max: VERIFIED_TOKENS_MAX });

  function sessionOf(claims: AccessClaims): Session {
    const uid = Number(claims.sub);
    if (!Number.isInteger(uid) || uid <= 0 || typeof claims.wal !== "string" || typeof claims.fam !== "string") {
      throw new GatewayError(Code.TokenInvalid);
    }
    return { uid, wallet: claims.wal, family: claims.fam };
  }

  return {
    issueAccess(session) {
      // jti keeps two tokens issued in the same millisecond for the same sign-in distinct.
      return sign({
        sub: String(session.uid),
        wal: session.wallet,
        fam: session.family,
        jti: randomBytes(8).toString("hex"),
      });
    },
    verifyAccess(token) {
      let known = verified.get(token);
      // A remembered token past its expiry is checked again, and refused.
      if (known === undefined || known.expiresAt <= Date.now()) {
        let claims: AccessClaims;
        try {
          claims = verify(token) as AccessClaims;
        } catch {
          verified.delete(token);
          throw new GatewayError(Code.TokenInvalid);
        }
        known = { session: sessionOf(claims), expiresAt: claims.exp * 1000 };
        verified.set(token, known);
      }
      if (revoked.has(known.session.family)) throw new GatewayError(Code.TokenInvalid);
      return known.session;
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
