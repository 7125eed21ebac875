import { createSigner } from "fast-jwt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Code, GatewayError } from "@icms/protocol";
import { localInvalidationBus } from "../cache/invalidation.js";
import { sessionRevocations } from "./revocations.js";
import { createTokenIssuer } from "./tokens.js";

const SECRET = "secret-for-tests-secret-for-tests";
const session = { uid: 42, wallet: "0x00000000000000000000000000000000000000aa", family: "fam-1" };

function refusalOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof GatewayError ? error.code : error;
  }
  return undefined;
}

function issuer(ttl = 60, secret = SECRET) {
  const revocations = sessionRevocations(localInvalidationBus(), ttl);
  return { tokens: createTokenIssuer(secret, ttl, revocations), revocations };
}

describe("access tokens", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_000_000_000_000);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers the session of a token it issued, again and again, until the token expires", () => {
    const { tokens } = issuer();
    const token = tokens.issueAccess(session);
    expect(tokens.verifyAccess(token)).toEqual(session);
    vi.setSystemTime(1_000_000_059_000);
    expect(tokens.verifyAccess(token)).toEqual(session);
    // Remembered or not, an expired token is refused.
    vi.setSystemTime(1_000_000_061_000);
    expect(refusalOf(() => tokens.verifyAccess(token))).toBe(Code.TokenInvalid);
    expect(refusalOf(() => tokens.verifyAccess(token))).toBe(Code.TokenInvalid);
  });

  it("refuses tokens under another secret or algorithm, without a claim, or malformed", () => {
    const { tokens } = issuer();
    const other = issuer(60, "another-secret-another-secret-12").tokens.issueAccess(session);
    const signer = (algorithm: "HS256" | "HS512" | "none") =>
      createSigner({ key: algorithm === "none" ? undefined : SECRET, algorithm, expiresIn: 60_000 });
    const claims = { sub: "42", wal: session.wallet, fam: "f" };
    const forged = [
      other,
      signer("none")(claims),
      signer("HS512")(claims),
      signer("HS256")({ sub: "42", fam: "f" }),
      signer("HS256")({ sub: "42", wal: session.wallet }),
      signer("HS256")({ sub: "x", wal: session.wallet, fam: "f" }),
      "",
      "not-a-token",
    ];
    for (const token of forged) expect(refusalOf(() => tokens.verifyAccess(token))).toBe(Code.TokenInvalid);
    expect(tokens.verifyAccess(signer("HS256")(claims))).toEqual({ uid: 42, wallet: session.wallet, family: "f" });
  });

  it("issues distinct tokens at the same instant", () => {
    const { tokens } = issuer();
    expect(tokens.issueAccess(session)).not.toBe(tokens.issueAccess(session));
  });

  it("refuses every token of a revoked sign-in, remembered or not, and no other", async () => {
    const { tokens, revocations } = issuer();
    const remembered = tokens.issueAccess(session);
    tokens.verifyAccess(remembered);
    const unseen = tokens.issueAccess(session);
    const otherSignIn = tokens.issueAccess({ ...session, family: "fam-2" });
    await revocations.announce(session.family);
    expect(refusalOf(() => tokens.verifyAccess(remembered))).toBe(Code.TokenInvalid);
    expect(refusalOf(() => tokens.verifyAccess(unseen))).toBe(Code.TokenInvalid);
    expect(tokens.verifyAccess(otherSignIn).family).toBe("fam-2");
  });

  it("keeps verifying correctly once more tokens were seen than it remembers", () => {
    const { tokens } = issuer(600);
    const first = tokens.issueAccess({ ...session, uid: 1 });
    for (let uid = 2; uid <= 20_100; uid++) tokens.verifyAccess(tokens.issueAccess({ ...session, uid }));
    expect(tokens.verifyAccess(first)).toEqual({ ...session, uid: 1 });
  });
});
