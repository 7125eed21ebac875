import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const call = vi.fn();
vi.mock("../../app/gateway-client", () => ({ gatewayClient: { call: (...args: unknown[]) => call(...args) } }));

const { jwtExpiryMs, REFRESH_MARGIN_MS, startTokenRefresh } = await import("./token-refresh");
const { getSession, saveSignIn } = await import("../../session/session-store");

function jwt(expSeconds: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `${encode({ alg: "HS256" })}.${encode({ uid: 1, exp: expSeconds })}.signature`;
}

describe("token refresh", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    call.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("reads a JWT's exp in milliseconds and rejects what is not a JWT", () => {
    expect(jwtExpiryMs(jwt(1_700_000_000))).toBe(1_700_000_000_000);
    expect(jwtExpiryMs("not-a-jwt")).toBeNull();
    expect(jwtExpiryMs(null)).toBeNull();
  });

  it("refreshes a minute before the access token expires, then re-arms for the new token", async () => {
    const now = Date.now();
    const exp = Math.floor(now / 1000) + 15 * 60;
    saveSignIn(
      { AccessToken: jwt(exp), RefreshToken: "r1", uid: 1, authorInfo: {} as never },
      { address: "0x0000000000000000000000000000000000000001", chainId: 97 },
    );
    call.mockResolvedValue({ AccessToken: jwt(exp + 15 * 60), RefreshToken: "r2" });
    const stop = startTokenRefresh();

    await vi.advanceTimersByTimeAsync(exp * 1000 - REFRESH_MARGIN_MS - now - 1_000);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[0].name).toBe("refresh");
    expect(getSession().refreshToken).toBe("r2");

    await vi.advanceTimersByTimeAsync(15 * 60 * 1000);
    expect(call).toHaveBeenCalledTimes(2);
    stop();
  });

  it("uses the pair another tab already rotated instead of replaying the old refresh token", async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    saveSignIn(
      { AccessToken: jwt(exp), RefreshToken: "r1", uid: 1, authorInfo: {} as never },
      { address: "0x0000000000000000000000000000000000000001", chainId: 97 },
    );
    const { refreshTokens } = await import("./token-refresh");
    // Another tab rotated the pair; its storage event has not reached this tab yet.
    localStorage.setItem("AccessToken", jwt(exp + 900));
    localStorage.setItem("RefreshToken", "r2-from-other-tab");
    await expect(refreshTokens()).resolves.toBe(true);
    expect(call).not.toHaveBeenCalled();
    expect(getSession().refreshToken).toBe("r2-from-other-tab");
  });

  it("refreshes at once when the stored token has already expired", async () => {
    saveSignIn(
      { AccessToken: jwt(Math.floor(Date.now() / 1000) - 10), RefreshToken: "r1", uid: 1, authorInfo: {} as never },
      { address: "0x0000000000000000000000000000000000000001", chainId: 97 },
    );
    call.mockRejectedValue(Object.assign(new Error("refused"), { code: 1000 }));
    const stop = startTokenRefresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(getSession().accessToken).toBeNull();
    stop();
  });
});
