import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { renderWithApp } from "../../test/render";
import type { ChainActions, DragonKey, TokenKey } from "../../wallet/wallet-engine-types";

const ME = "0x00000000000000000000000000000000000000a1";
const ether = 10n ** 18n;
const chain = {
  nativeBalance: vi.fn(async () => ether / 2n),
  tokenBalance: vi.fn(async (token: TokenKey) => ({ USDT: 10_000n, ICT: 25n, ICMS: 3n })[token] * ether),
  ownedNftIds: vi.fn(async (): Promise<bigint[]> => [4n]),
  stakedNftIds: vi.fn(async (): Promise<bigint[]> => [2n, 3n]),
  dragonTokenIds: vi.fn(async (collection: DragonKey): Promise<bigint[]> => (collection === "Dragon1" ? [7n] : [])),
} satisfies Partial<ChainActions>;
const wallet: { data?: { chain: typeof chain }; isError: boolean; error: unknown } = {
  data: { chain },
  isError: false,
  error: null,
};
vi.mock("../../wallet/queries", () => ({ useWalletEngine: () => wallet }));
const { AssetsPanel } = await import("./AssetsPanel");

describe("AssetsPanel", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    localStorage.setItem("WalletAddr", ME);
    window.dispatchEvent(new StorageEvent("storage"));
    chain.nativeBalance.mockClear();
    wallet.data = { chain };
  });

  it("reads the native coin, USDT, ICT, ICMS, DAO NFTs and both dragon collections of my wallet", async () => {
    await renderWithApp(<AssetsPanel />);
    expect((await screen.findByTestId("asset-BNB")).textContent).toBe("0.5");
    expect(screen.getByTestId("asset-USDT").textContent).toBe("10,000");
    expect(screen.getByTestId("asset-ICT").textContent).toBe("25");
    expect(screen.getByTestId("asset-ICMS").textContent).toBe("3");
    expect(chain.nativeBalance).toHaveBeenCalledWith(ME);
    const dao = screen.getByTestId("asset-nft-dao");
    expect(within(dao).getByText("DAO NFTs")).toBeTruthy();
    expect(dao.textContent).toContain("#4");
    expect(dao.textContent).toContain("#2 · staked");
    expect(dao.textContent).toContain("#3 · staked");
    expect(screen.getByTestId("asset-nft-dragon1").textContent).toContain("#7");
    expect(within(screen.getByTestId("asset-nft-dragon2")).getByText("None")).toBeTruthy();
    expect(chain.dragonTokenIds).toHaveBeenCalledWith("Dragon2", ME);
  });

  it("shows the loading state until the wallet libraries are there", async () => {
    wallet.data = undefined;
    await renderWithApp(<AssetsPanel />);
    expect(screen.getByTestId("query-loading").getAttribute("aria-busy")).toBe("true");
    expect(chain.nativeBalance).not.toHaveBeenCalled();
  });

  it("asks for a wallet when none is signed in", async () => {
    localStorage.removeItem("WalletAddr");
    window.dispatchEvent(new StorageEvent("storage"));
    await renderWithApp(<AssetsPanel />);
    expect(screen.getByText("Sign in with your wallet to see your assets.")).toBeTruthy();
  });
});
