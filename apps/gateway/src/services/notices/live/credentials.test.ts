import { describe, expect, it } from "vitest";
import { sessionRevocations } from "../../../auth/revocations.js";
import { createTokenIssuer } from "../../../auth/tokens.js";
import { localInvalidationBus } from "../../../cache/invalidation.js";
import { expiryOf, redactedUrl } from "./credentials.js";

describe("the stream's credentials", () => {
  it("keeps the query's token out of a logged URL, leaving the rest", () => {
    expect(redactedUrl("/gwapi/v1/notice_msrv/stream?token=eyJ.abc.def&last_event_id=7")).toBe(
      "/gwapi/v1/notice_msrv/stream?token=[redacted]&last_event_id=7",
    );
    expect(redactedUrl("/gwapi/v1/notice_msrv/stream?last_event_id=7&token=eyJ.abc.def")).toBe(
      "/gwapi/v1/notice_msrv/stream?last_event_id=7&token=[redacted]",
    );
    expect(redactedUrl("/gwapi/v1/notice_msrv/stream?token=a&token=b")).toBe(
      "/gwapi/v1/notice_msrv/stream?token=[redacted]&token=[redacted]",
    );
    expect(redactedUrl("/gwapi/v1/notice_msrv/poll")).toBe("/gwapi/v1/notice_msrv/poll");
  });

  it("reads a verified token's expiry", () => {
    const issuer = createTokenIssuer("a".repeat(32), 900, sessionRevocations(localInvalidationBus(), 900));
    const before = Date.now();
    const token = issuer.issueAccess({ uid: 1, wallet: "0x1", family: "f" });
    const at = expiryOf(token);
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 899_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 900_000);
  });
});
