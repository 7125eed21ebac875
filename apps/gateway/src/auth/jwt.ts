import { type HmacSha256, hmacSha256, sameMac } from "./hmac.js";

/**
 * Compact HS256 JSON Web Tokens. Only HS256 is ever accepted: the header must be exactly the one
 * this module writes, so `alg: none` and algorithm confusion cannot pass.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

interface JwtClaims {
  sub: string;
  exp: number;
  iat: number;
  [claim: string]: unknown;
}

export interface JwtCodec {
  sign(claims: JwtClaims): string;
  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify(token: string, nowSeconds: number): JwtClaims | undefined;
}

export function jwtCodec(secret: string | Buffer): JwtCodec {
  const mac: HmacSha256 = hmacSha256(secret);
  return {
    sign(claims) {
      const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
      return `${body}.${mac(body, "base64url")}`;
    },
    verify(token, nowSeconds) {
      const firstDot = token.indexOf(".");
      const lastDot = token.lastIndexOf(".");
      if (firstDot !== HEADER.length || lastDot === firstDot || !token.startsWith(HEADER)) return undefined;
      if (!sameMac(token.slice(lastDot + 1), mac(token.slice(0, lastDot), "base64url"))) return undefined;
      let claims: JwtClaims;
      try {
        claims = JSON.parse(Buffer.from(token.slice(firstDot + 1, lastDot), "base64url").toString("utf8"));
      } catch {
        return undefined;
      }
      if (typeof claims?.exp !== "number" || claims.exp <= nowSeconds || typeof claims.sub !== "string") {
        return undefined;
      }
      return claims;
    },
  };
}
