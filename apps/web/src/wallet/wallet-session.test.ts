import { describe, expect, it, vi } from "vitest";
import { saveSignIn } from "../session/session-store";
import type { WalletEngine, WalletEventHandlers } from "./wallet-engine-types";
import { walletMoved, watchWalletSession } from "./wallet-session";

const address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

function signedIn() {
  localStorage.setItem("pcsite_lang", "ru");
  saveSignIn({ AccessToken: "a", RefreshToken: "r", uid: 1, authorInfo: {} as never }, { address, chainId: 97 });
}

function fakeEngine(restored: { address: string; chainId: number } | null) {
  let handlers: WalletEventHandlers | undefined;
  const engine = {
    restore: vi.fn(async () => restored),
    watch: vi.fn((h: WalletEventHandlers) => {
      handlers = h;
      return () => {};
    }),
  } as unknown as WalletEngine;
  return { engine, fire: () => handlers as WalletEventHandlers };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("wallet session", () => {
  it("notices an account or chain that moved while the page was closed", () => {
    const stored = { walletAddr: address, chainId: 97 };
    expect(walletMoved(stored, { address: address.toLowerCase(), chainId: 97 })).toBe(false);
    expect(walletMoved(stored, { address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC", chainId: 97 })).toBe(true);
    expect(walletMoved(stored, { address, chainId: 56 })).toBe(true);
  });

  it.each(["onAccountChange", "onChainChange"] as const)(
    "%s clears storage except the language and reloads",
    async (event) => {
      signedIn();
      const { engine, fire } = fakeEngine({ address, chainId: 97 });
      const reload = vi.fn();
      const stop = watchWalletSession({ engine: async () => engine, reload });
      await settle();
      fire()[event]();
      expect({ ...localStorage }).toEqual({ pcsite_lang: "ru" });
      expect(reload).toHaveBeenCalledOnce();
      stop();
    },
  );

  it("a disconnect clears storage except the language without reloading", async () => {
    signedIn();
    const { engine, fire } = fakeEngine({ address, chainId: 97 });
    const reload = vi.fn();
    watchWalletSession({ engine: async () => engine, reload });
    await settle();
    fire().onDisconnect();
    expect({ ...localStorage }).toEqual({ pcsite_lang: "ru" });
    expect(reload).not.toHaveBeenCalled();
  });

  it("ends the session at once when the wallet comes back on another account", async () => {
    signedIn();
    const { engine } = fakeEngine({ address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC", chainId: 97 });
    const reload = vi.fn();
    watchWalletSession({ engine: async () => engine, reload });
    await settle();
    expect(localStorage.getItem("AccessToken")).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("keeps the session when the wallet cannot be reached", async () => {
    signedIn();
    const reload = vi.fn();
    watchWalletSession({ engine: async () => Promise.reject(new Error("no wallet")), reload });
    await settle();
    expect(localStorage.getItem("AccessToken")).toBe("a");
    expect(reload).not.toHaveBeenCalled();
  });
});
