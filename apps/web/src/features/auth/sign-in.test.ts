import { describe, expect, it, vi } from "vitest";
import { getSession } from "../../session/session-store";
import { signInWithWallet, WrongChainError } from "./sign-in";

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const message = "127.0.0.1 wants you to sign in with your Ethereum account:\n...";

function deps(chainId: number) {
  const steps: string[] = [];
  const wallet = {
    connect: vi.fn(async () => ({ address, chainId })),
    signMessage: vi.fn(async () => "0xsigned" as `0x${string}`),
  };
  const call = vi.fn(async (def: { name: string }, _input?: unknown) => {
    if (def.name === "login_nonce") return { nonce: "n", message };
    return { AccessToken: "a", RefreshToken: "r", uid: 9, authorInfo: {} };
  });
  const afterLogin = vi.fn();
  return {
    steps,
    wallet,
    call,
    afterLogin,
    run: () =>
      signInWithWallet("wallet-id", {
        wallet,
        call: call as never,
        expectedChainId: 97,
        onStep: (s) => steps.push(s),
        afterLogin,
      }),
  };
}

describe("signInWithWallet", () => {
  it("connects, checks the chain, signs exactly the gateway's message and stores the session", async () => {
    const d = deps(97);
    await d.run();
    expect(d.steps).toEqual(["connecting", "checkingChain", "signing", "verifying"]);
    expect(d.call.mock.calls.map(([def, input]) => [def.name, input])).toEqual([
      ["login_nonce", { wallet_addr: address, chain_id: 97 }],
      ["metamask_login", { wallet_addr: address, message, signature: "0xsigned" }],
    ]);
    expect(d.wallet.signMessage).toHaveBeenCalledWith(message);
    expect(getSession()).toMatchObject({
      accessToken: "a",
      refreshToken: "r",
      uid: "9",
      walletAddr: address,
      chainId: 97,
    });
    expect(d.afterLogin).toHaveBeenCalledOnce();
  });

  it("stops on another chain before anything is signed", async () => {
    const d = deps(56);
    const failure = await d.run().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WrongChainError);
    expect(failure).toMatchObject({ expected: 97, actual: 56 });
    expect(d.call).not.toHaveBeenCalled();
    expect(d.wallet.signMessage).not.toHaveBeenCalled();
    expect(getSession().accessToken).toBeNull();
  });

  it("stores nothing when the signature is declined", async () => {
    const d = deps(97);
    d.wallet.signMessage.mockRejectedValueOnce(Object.assign(new Error("User rejected"), { code: 4001 }));
    await expect(d.run()).rejects.toMatchObject({ code: 4001 });
    expect(d.call).toHaveBeenCalledTimes(1);
    expect(getSession().accessToken).toBeNull();
  });
});
