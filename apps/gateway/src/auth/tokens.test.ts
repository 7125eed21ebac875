import { Code, GatewayError } from "@icms/protocol";
import { describe, expect, it } from "vitest";
import { jwtCodec } from "./jwt.js";
import { createTokenIssuer } from "./tokens.js";

const session = { uid: 42, wallet: "0x00000000000000000000000000000000000000aa" };

function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof GatewayError ? error.code : error;
  }
  return undefined;
}

describe("access tokens", () => {
  it("answers the session of a token it issued, again and again, until the token expires", () => {
    let clock = 1_000;
    const tokens = createTokenIssuer("secret-for-tests", 60, () => clock);
    const token = tokens.issueAccess(session);
    expect(tokens.verifyAccess(token)).toEqual(session);
    clock = 1_059;
    expect(tokens.verifyAccess(token)).toEqual(session);
    // Remembered or not, an expired token is refused.
    clock = 1_060;
    expect(refusalOf(() => tokens.verifyAccess(token))).toBe(Code.TokenInvalid);
    expect(refusalOf(() => tokens.verifyAccess(token))).toBe(Code.TokenInvalid);
  });

  it("refuses tokens under another secret, without a wallet, or malformed", () => {
    const clock = () => 1_000;
    const tokens = createTokenIssuer("secret-for-tests", 60, clock);
    const other = createTokenIssuer("another-secret", 60, clock).issueAccess(session);
    const noWallet = jwtCodec("secret-for-tests").sign({ sub: "42", iat: 1_000, exp: 2_000 });
    const badUid = jwtCodec("secret-for-tests").sign({ sub: "x", wal: session.wallet, iat: 1_000, exp: 2_000 });
    for (const token of [other, noWallet, badUid, "", "not-a-token"]) {
      expect(refusalOf(() => tokens.verifyAccess(token))).toBe(Code.TokenInvalid);
    }
  });

  it("issues distinct tokens within one second", () => {
    const tokens = createTokenIssuer("secret-for-tests", 60, () => 1_000);
    expect(tokens.issueAccess(session)).not.toBe(tokens.issueAccess(session));
  });

  it("keeps verifying correctly once more tokens were seen than it remembers", () => {
    const tokens = createTokenIssuer("secret-for-tests", 600, () => 1_000);
    const first = tokens.issueAccess({ ...session, uid: 1 });
    for (let uid = 2; uid <= 20_100; uid++) tokens.verifyAccess(tokens.issueAccess({ ...session, uid }));
    expect(tokens.verifyAccess(first)).toEqual({ ...session, uid: 1 });
  });
});
