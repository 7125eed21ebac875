import { describe, expect, it } from "vitest";
import { retryAfterMs } from "./connectors/classify.js";
import { callNetwork, isPrivateAddress, isPrivateHostName } from "./outbound.js";

describe("outbound calls", () => {
  it("knows private, loopback and link-local addresses, mapped IPv6 included", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.8",
      "172.20.1.1",
      "192.168.1.1",
      "169.254.169.254",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "0.0.0.0",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "2606:4700::1111", "::ffff:8.8.8.8"])
      expect(isPrivateAddress(address), address).toBe(false);
    expect(isPrivateHostName("localhost")).toBe(true);
    expect(isPrivateHostName("[::1]")).toBe(true);
    expect(isPrivateHostName("mastodon.social")).toBe(false);
  });

  it("refuses a private host before connecting, unless allowed", async () => {
    const strict = { timeoutMs: 500, allowPrivateHosts: false };
    expect(await callNetwork(strict, { method: "GET", url: "https://127.0.0.1:9/x" })).toEqual({
      kind: "host_refused",
    });
    expect(await callNetwork(strict, { method: "GET", url: "http://example.com/x" })).toEqual({ kind: "host_refused" });
    // Nothing listens on port 9 here: nothing was sent, so a retry is safe.
    const open = await callNetwork(
      { timeoutMs: 2_000, allowPrivateHosts: true },
      { method: "GET", url: "http://127.0.0.1:9/x" },
    );
    expect(open.kind).toBe("unreachable");
  });

  it("reads the delay a rate limit asks for, in each network's header", () => {
    const now = 1_700_000_000_000;
    expect(retryAfterMs({ "retry-after": "3" }, now)).toBe(3_000);
    expect(retryAfterMs({ "retry-after": new Date(now + 5_000).toUTCString() }, now)).toBe(5_000);
    expect(retryAfterMs({ "x-rate-limit-reset": String(now / 1000 + 7) }, now)).toBe(7_000);
    expect(retryAfterMs({ "x-ratelimit-reset": new Date(now + 9_000).toISOString() }, now)).toBe(9_000);
    expect(retryAfterMs({}, now)).toBeNull();
  });
});
