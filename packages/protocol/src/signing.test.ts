import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalString, signFields, verifySignature } from "./signing.js";

describe("request signing", () => {
  const fields = { v: "v1", timestamp: "1700000000", app_id: "web", data: '{"a":1}', dev_id: "0", lang: "en" };

  it("covers every field but sign, sorted by key and joined by &", () => {
    expect(canonicalString({ ...fields, sign: "ignored" })).toBe(
      'app_id=web&data={"a":1}&dev_id=0&lang=en&timestamp=1700000000&v=v1',
    );
  });

  it("leaves out a field that is not a string, as a repeated form key", () => {
    expect(canonicalString({ b: "2", a: ["1", "3"], c: "" })).toBe("b=2&c=");
    expect(canonicalString({})).toBe("");
  });

  it("equals the plain definition (filter, sort, join) for any fields", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string()))), (fields) => {
        const plain = Object.keys(fields)
          .filter((key) => key !== "sign" && typeof fields[key] === "string")
          .sort()
          .map((key) => `${key}=${fields[key]}`)
          .join("&");
        expect(canonicalString(fields)).toBe(plain);
      }),
    );
  });

  it("is HMAC-SHA256 in lower-case hex", () => {
    // Reference value from `printf 'a=1&b=2' | openssl dgst -sha256 -hmac secret`.
    expect(signFields({ b: "2", a: "1" }, "secret")).toBe(
      "604fe97c66c6393ff22e3cae366eee1131e351ebc736bf12f5d62e1755b7a233",
    );
  });

  it("verifies its own signature and refuses any change", () => {
    const sign = signFields(fields, "s3cret");
    expect(verifySignature({ ...fields, sign }, "s3cret")).toBe(true);
    expect(verifySignature({ ...fields, sign }, "other")).toBe(false);
    expect(verifySignature({ ...fields, data: '{"a":2}', sign }, "s3cret")).toBe(false);
    expect(verifySignature({ ...fields, extra: "x", sign }, "s3cret")).toBe(false);
    expect(verifySignature({ ...fields }, "s3cret")).toBe(false);
    expect(verifySignature({ ...fields, sign: sign.slice(1) }, "s3cret")).toBe(false);
  });
});
