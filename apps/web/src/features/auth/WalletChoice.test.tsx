import { fireEvent, screen } from "@testing-library/react";
import { bsc } from "viem/chains";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "../../test/render";
import { createDevWalletProvider } from "../../wallet/dev-wallet";
import { devPersona } from "../../wallet/dev-persona";
import { WalletChoice } from "./WalletChoice";

const CAROL = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65";
const OWNER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";

afterEach(() => sessionStorage.clear());

describe("the development wallet's persona", () => {
  it("signs as the contracts' owner until another demo account is chosen, then as that one", {
    timeout: 30_000,
  }, async () => {
    const provider = createDevWalletProvider(bsc, "http://127.0.0.1:1");
    expect(await provider.request({ method: "eth_accounts" })).toEqual([OWNER]);
    const onPick = vi.fn();
    await renderRoutes(
      [
        {
          path: "/",
          element: <WalletChoice options={[{ id: "dev", name: "dev", kind: "dev" }]} busy={false} onPick={onPick} />,
        },
      ],
      "/",
    );
    fireEvent.click(screen.getByLabelText("Sign in as", { selector: "input" }));
    fireEvent.click(await screen.findByRole("option", { name: /carol: X-Man with income/ }));
    expect(devPersona()).toBe("carol");
    expect(await provider.request({ method: "eth_accounts" })).toEqual([CAROL]);
    fireEvent.click(screen.getByRole("button", { name: /Development wallet/ }));
    expect(onPick).toHaveBeenCalledWith("dev");
  });

  it("is not offered beside a real wallet alone", async () => {
    await renderRoutes(
      [
        {
          path: "/",
          element: (
            <WalletChoice options={[{ id: "x", name: "MetaMask", kind: "eip6963" }]} busy={false} onPick={() => {}} />
          ),
        },
      ],
      "/",
    );
    expect(screen.queryByLabelText("Sign in as")).toBeNull();
  });
});
