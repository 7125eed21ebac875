import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hmacSha256, sameMac } from "./hmac.js";

describe("one-shot HMAC-SHA256", () => {
  it("equals node's createHmac for any key and message, short or long", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), fc.string({ unit: "grapheme", maxLength: 300 }), (key, message) => {
        const mac = hmacSha256(key);
        for (const encoding of ["hex", "base64url"] as const) {
          expect(mac(message, encoding)).toBe(createHmac("sha256", key).update(message).digest(encoding));
        }
      }),
    );
  });

  it("handles messages past its reused buffer and keys longer than a block", () => {
    const key = "κ".repeat(90);
    const mac = hmacSha256(key);
    for (const message of ["", "x".repeat(16 * 1024), "值".repeat(6000), "y".repeat(200_000)]) {
      expect(mac(message, "hex")).toBe(createHmac("sha256", key).update(message).digest("hex"));
    }
    // A long message does not disturb the next short one.
    expect(mac("short", "hex")).toBe(createHmac("sha256", key).update("short").digest("hex"));
  });

  it("compares MACs exactly", () => {
    expect(sameMac("abc", "abc")).toBe(true);
    expect(sameMac("abc", "abd")).toBe(false);
    expect(sameMac("abc", "ab")).toBe(false);
  });
});
