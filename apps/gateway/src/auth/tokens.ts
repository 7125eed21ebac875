import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { Code, GatewayError } from "@icms/protocol";

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
  const key = new TextEncoder().encode(secret);
  return {
    issueAccess(session) {
      return new SignJWT({ wal: session.wallet })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(session.uid))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        const uid = Number(payload.sub);
        if (!Number.isInteger(uid) || typeof payload.wal !== "string") throw new GatewayError(Code.TokenInvalid);
        return { uid, wallet: payload.wal };
      } catch (error) {
        if (error instanceof GatewayError || error instanceof errors.JOSEError) throw new GatewayError(Code.TokenInvalid);
        throw error;
      }
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
