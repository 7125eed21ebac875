import { getAddress } from "viem";
import { createSiweMessage, generateSiweNonce, parseSiweMessage } from "viem/siwe";

export interface SignInRequest {
  address: string;
  chainId: number;
  origin: string;
  now: Date;
  ttlSeconds: number;
}

/** A full EIP-4361 message with a fresh single-use nonce. */
export function buildSignInMessage(req: SignInRequest): { nonce: string; message: string; expiresAt: Date } {
  const nonce = generateSiweNonce();
  const url = new URL(req.origin);
  const expiresAt = new Date(req.now.getTime() + req.ttlSeconds * 1000);
  const message = createSiweMessage({
    address: getAddress(req.address),
    chainId: req.chainId,
    domain: url.host,
    uri: url.origin,
    nonce,
    version: "1",
    statement: "Sign in to ICMS. This request does not send a transaction or cost any gas.",
    issuedAt: req.now,
    expirationTime: expiresAt,
  });
  return { nonce, message, expiresAt };
}

export interface ParsedSignIn {
  address?: string;
  chainId?: number;
  domain?: string;
  nonce?: string;
}

export function parseSignInMessage(message: string): ParsedSignIn {
  const parsed = parseSiweMessage(message);
  return { address: parsed.address, chainId: parsed.chainId, domain: parsed.domain, nonce: parsed.nonce };
}
