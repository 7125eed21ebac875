import { describe, expect, it, vi } from "vitest";
import { devWalletAvailable, fetchChainConfig, isLocalRpc, networkNameKey } from "./chain-config";

const base = {
  chainId: 97,
  rpcUrl: "http://127.0.0.1:8545",
  contracts: {},
  walletConnectProjectId: null,
  explorerUrl: null,
  devWallet: true,
};

describe("chain configuration", () => {
  it("offers the development wallet only on chain 97 with a local RPC", () => {
    expect(devWalletAvailable(base)).toBe(true);
    expect(devWalletAvailable({ ...base, rpcUrl: "http://localhost:8545" })).toBe(true);
    expect(devWalletAvailable({ ...base, chainId: 56 })).toBe(false);
    expect(devWalletAvailable({ ...base, rpcUrl: "https://data-seed-prebsc-1-s1.bnbchain.org:8545" })).toBe(false);
    expect(devWalletAvailable({ ...base, rpcUrl: null })).toBe(false);
    // A production gateway never allows it, whatever the chain.
    expect(devWalletAvailable({ ...base, devWallet: false })).toBe(false);
    expect(isLocalRpc("not a url")).toBe(false);
  });

  it("names testnet 97 and mainnet 56 in the switch prompt", () => {
    expect(networkNameKey(97)).toBe("chain.testnet");
    expect(networkNameKey(56)).toBe("chain.mainnet");
    expect(networkNameKey(1)).toBe("chain.other");
  });

  it("reads /gwapi/config once and tries again after a failure", async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(new Response("down", { status: 503 }))
      .mockResolvedValueOnce(Response.json({ ...base, rpcUrl: "", explorerUrl: "https://testnet.bscscan.com" }));
    await expect(fetchChainConfig(fetchImpl)).rejects.toThrow("503");
    const config = await fetchChainConfig(fetchImpl);
    expect(config).toEqual({ ...base, rpcUrl: null, explorerUrl: "https://testnet.bscscan.com" });
    await fetchChainConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe("/gwapi/config");
  });
});
