import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Compact HS256 JSON Web Tokens on node:crypto. Only HS256 is ever accepted: the header must be
 * exactly the one this module writes, so `alg: none` and algorithm confusion cannot pass.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url");

export interface JwtClaims {
  sub: string;
  exp: number;
  iat: number;
  [claim: string]: unknown;
}

function mac(key: Buffer, input: string): Buffer {
  return createHmac("sha256", key).update(input).digest();
}

export function signJwt(key: Buffer, claims: JwtClaims): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}`;
  return `${body}.${mac(key, body).toString("base64url")}`;
}

/** The claims of a valid, unexpired token; undefined for anything else. */
export function verifyJwt(key: Buffer, token: string, nowSeconds: number): JwtClaims | undefined {
  const firstDot = token.indexOf(".");
  const lastDot = token.lastIndexOf(".");
  if (firstDot <= 0 || lastDot === firstDot || token.slice(0, firstDot) !== HEADER) return undefined;
  const given = Buffer.from(token.slice(lastDot + 1), "base64url");
  const expected = mac(key, token.slice(0, lastDot));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: JwtClaims;
  try {
    claims = JSON.parse(Buffer.from(token.slice(firstDot + 1, lastDot), "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  if (typeof claims?.exp !== "number" || claims.exp <= nowSeconds || typeof claims.sub !== "string") return undefined;
  return claims;
}
