import { api, Code, GatewayCallError } from "@icms/protocol";
import { beforeEach, describe, expect, it, vi } from "vitest";

const call = vi.fn();
vi.mock("./gateway-client", () => ({ gatewayClient: { call: (...args: unknown[]) => call(...args) } }));

const { callGateway } = await import("./gateway");
const { getSession, saveSignIn } = await import("../session/session-store");

function signIn() {
  saveSignIn(
    { AccessToken: "old", RefreshToken: "r1", uid: 1, authorInfo: {} as never },
    { address: "0x0000000000000000000000000000000000000001", chainId: 97 },
  );
}

describe("callGateway", () => {
  beforeEach(() => call.mockReset());

  it("answers the data of a successful call", async () => {
    call.mockResolvedValueOnce({ uid: 1 });
    await expect(callGateway(api.user_msrv.userinfo, {})).resolves.toEqual({ uid: 1 });
  });

  it("refreshes an expired access token (1003) once and repeats the call", async () => {
    signIn();
    call
      .mockRejectedValueOnce(new GatewayCallError("expired", Code.TokenInvalid, 200))
      .mockResolvedValueOnce({ AccessToken: "new", RefreshToken: "r2" })
      .mockResolvedValueOnce({ uid: 1 });
    await expect(callGateway(api.user_msrv.userinfo, {})).resolves.toEqual({ uid: 1 });
    expect(call.mock.calls.map(([def]) => def.name)).toEqual(["userinfo", "refresh", "userinfo"]);
    expect(getSession()).toMatchObject({ accessToken: "new", refreshToken: "r2" });
  });

  it("ends the session when the refresh is refused (1000)", async () => {
    signIn();
    call
      .mockRejectedValueOnce(new GatewayCallError("expired", Code.TokenInvalid, 200))
      .mockRejectedValueOnce(new GatewayCallError("refused", Code.ClearSession, 200));
    await expect(callGateway(api.user_msrv.userinfo, {})).rejects.toMatchObject({ code: Code.TokenInvalid });
    expect(getSession().accessToken).toBeNull();
  });

  it("clears the session on code 1000 from any call and still reports the failure", async () => {
    signIn();
    call.mockRejectedValueOnce(new GatewayCallError("session ended", Code.ClearSession, 200));
    await expect(callGateway(api.user_msrv.userinfo, {})).rejects.toMatchObject({ code: Code.ClearSession });
    expect(getSession()).toMatchObject({ accessToken: null, uid: null, walletAddr: null });
  });

  it("passes other failures through untouched", async () => {
    signIn();
    call.mockRejectedValueOnce(new GatewayCallError("nope", Code.PermissionDenied, 200));
    await expect(callGateway(api.user_msrv.userinfo, {})).rejects.toMatchObject({ code: Code.PermissionDenied });
    expect(call).toHaveBeenCalledTimes(1);
    expect(getSession().accessToken).toBe("old");
  });
});
