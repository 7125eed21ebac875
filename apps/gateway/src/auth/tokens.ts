import { createHash, randomBytes } from "node:crypto";
import { Code, GatewayError } from "@icms/protocol";
import { signJwt, verifyJwt } from "./jwt.js";

export interface Session {
  uid: number;
  wallet: string;
}

export interface TokenIssuer {
  issueAccess(session: Session): Promise<string>;
  /** Answers 1003 for an expired, forged or malformed token. */
  verifyAccess(token: string): Promise<Session>;
}

export function createTokenIssuer(secret: string, ttlSeconds: number): TokenIssuer {
  const key = Buffer.from(secret, "utf8");
  const now = () => Math.floor(Date.now() / 1000);
  return {
    async issueAccess(session) {
      const iat = now();
      // jti keeps two tokens issued in the same second for the same user distinct.
      return signJwt(key, {
        sub: String(session.uid),
        wal: session.wallet,
        iat,
        exp: iat + ttlSeconds,
        jti: randomBytes(8).toString("hex"),
      });
    },
    async verifyAccess(token) {
      const claims = verifyJwt(key, token, now());
      const uid = Number(claims?.sub);
      if (!claims || !Number.isInteger(uid) || typeof claims.wal !== "string")
        throw new GatewayError(Code.TokenInvalid);
      return { uid, wallet: claims.wal };
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
