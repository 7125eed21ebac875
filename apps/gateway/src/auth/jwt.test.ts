import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { jwtCodec } from "./jwt.js";

const key = Buffer.from("k".repeat(40));
const jwt = jwtCodec(key);
const claims = { sub: "7", iat: 1000, exp: 2000, wal: "0xabc" };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("HS256 tokens", () => {
  it("verifies what it signs until it expires", () => {
    const token = jwt.sign(claims);
    expect(jwt.verify(token, 1999)).toEqual(claims);
    expect(jwt.verify(token, 2000)).toBeUndefined();
  });

  it("matches the standard encoding (header.payload.HMAC)", () => {
    const token = jwt.sign(claims);
    const [header, payload, sig] = token.split(".");
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" });
    expect(sig).toBe(createHmac("sha256", key).update(`${header}.${payload}`).digest("base64url"));
  });

  it("refuses another key, a changed payload, alg none and garbage", () => {
    const token = jwt.sign(claims);
    const [header, , sig] = token.split(".");
    expect(jwtCodec("other-key").verify(token, 1500)).toBeUndefined();
    expect(jwt.verify(`${header}.${b64({ ...claims, sub: "8" })}.${sig}`, 1500)).toBeUndefined();
    expect(jwt.verify(`${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`, 1500)).toBeUndefined();
    expect(jwt.verify(`${header}x.${b64(claims)}.${sig}`, 1500)).toBeUndefined();
    for (const bad of ["", "a.b", "a.b.c", `${header}..`, `${header}.%%%.${sig}`, `${token}.`, token.slice(0, -1)]) {
      expect(jwt.verify(bad, 1500)).toBeUndefined();
    }
  });

  it("refuses a token without an expiry", () => {
    const body = `${jwt.sign(claims).split(".")[0]}.${b64({ sub: "7" })}`;
    const token = `${body}.${createHmac("sha256", key).update(body).digest("base64url")}`;
    expect(jwt.verify(token, 1500)).toBeUndefined();
  });
});
