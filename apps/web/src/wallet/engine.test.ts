import { describe, expect, it } from "vitest";
import type { ChainConfig } from "./chain-config";
import { createWalletEngine } from "./engine";

const base: ChainConfig = {
  chainId: 56,
  rpcUrl: null,
  contracts: {},
  walletConnectProjectId: null,
  explorerUrl: null,
  devWallet: true,
};

describe("wallet engine", () => {
  it("offers WalletConnect only when a project id is configured", () => {
    expect(
      createWalletEngine(base)
        .options()
        .some((o) => o.kind === "walletconnect"),
    ).toBe(false);
    const withProject = createWalletEngine({ ...base, walletConnectProjectId: "0123456789abcdef" });
    expect(withProject.options()).toContainEqual(
      expect.objectContaining({ id: "walletConnect", kind: "walletconnect" }),
    );
  });
});
