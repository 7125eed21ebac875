import { GatewayCallError } from "@icms/protocol";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { renderWithApp } from "../../test/render";

const callGateway = vi.fn();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: unknown[]) => callGateway(...args) }));
const walletEngine = vi.fn(() => ({ data: undefined, isError: false, error: null }));
vi.mock("../../wallet/queries", () => ({ useWalletEngine: () => walletEngine() }));
const { ProfilePage } = await import("./ProfilePage");

const user = {
  uid: 7,
  nickname: "Alice",
  avatar_url: "",
  wallet_addr: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8",
  bio: "",
  email: "",
  created_at: "2026-01-01T00:00:00Z",
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("ProfilePage", () => {
  beforeEach(() => {
    callGateway.mockReset();
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "7");
    localStorage.setItem("WalletAddr", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    window.dispatchEvent(new StorageEvent("storage"));
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows a loading state, then the saved profile with the wallet address", async () => {
    const answer = deferred<typeof user>();
    callGateway.mockReturnValueOnce(answer.promise);
    await renderWithApp(<ProfilePage />);
    expect(screen.getByLabelText("Loading…").getAttribute("aria-busy")).toBe("true");
    expect((screen.getByRole("textbox", { name: "Wallet address" }) as HTMLInputElement).value).toBe(
      "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
    );
    act(() => answer.resolve(user));
    expect(((await screen.findByRole("textbox", { name: /Nickname/ })) as HTMLInputElement).value).toBe("Alice");
    expect(callGateway.mock.calls[0]?.[0].name).toBe("userinfo");
  });

  it("shows validation messages and sends nothing while a field is wrong", async () => {
    callGateway.mockResolvedValueOnce(user);
    await renderWithApp(<ProfilePage />);
    const nickname = await screen.findByRole("textbox", { name: /Nickname/ });
    fireEvent.change(nickname, { target: { value: "" } });
    fireEvent.change(screen.getByRole("textbox", { name: "E-mail" }), { target: { value: "not-an-email" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Please enter a nickname")).toBeTruthy();
    expect(screen.getByText("E-mail format is incorrect")).toBeTruthy();
    expect(callGateway).toHaveBeenCalledTimes(1);
  });

  it("saves only what changed through set_profile, with a busy button, then confirms", async () => {
    const saved = deferred<typeof user>();
    callGateway.mockResolvedValueOnce(user).mockReturnValueOnce(saved.promise);
    await renderWithApp(<ProfilePage />);
    fireEvent.change(await screen.findByRole("textbox", { name: "Bio" }), { target: { value: " builder " } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(callGateway).toHaveBeenCalledTimes(2));
    expect(callGateway.mock.calls[1]?.[0].name).toBe("set_profile");
    expect(callGateway.mock.calls[1]?.[1]).toEqual({ bio: "builder" });
    expect(screen.getByRole("textbox", { name: "Bio" }).hasAttribute("disabled")).toBe(true);
    act(() => saved.resolve({ ...user, bio: "builder" }));
    expect(await screen.findByText("Profile saved")).toBeTruthy();
  });

  it("shows a failed save through the error helper", async () => {
    callGateway
      .mockResolvedValueOnce(user)
      .mockRejectedValueOnce(new GatewayCallError("Parameter validation error", 50500, 200));
    await renderWithApp(<ProfilePage />);
    fireEvent.change(await screen.findByRole("textbox", { name: /Nickname/ }), { target: { value: "Bob" } });
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Parameter validation error")).toBeTruthy();
  });

  it("offers a retry when the profile cannot be loaded", { timeout: 10_000 }, async () => {
    const down = new GatewayCallError("Failed to connect to server");
    // The query tries twice before it reports the failure.
    callGateway.mockRejectedValueOnce(down).mockRejectedValueOnce(down).mockResolvedValueOnce(user);
    await renderWithApp(<ProfilePage />);
    expect(await screen.findByText(/Failed to connect to server/, {}, { timeout: 5_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: /Nickname/ })).toBeTruthy();
  });

  it("opens the assets tab with its address in the URL, and reads the chain only there", async () => {
    callGateway.mockResolvedValue(user);
    const { router } = await renderWithApp(<ProfilePage />, "/ucenter/profile");
    await screen.findByRole("textbox", { name: /Nickname/ });
    expect(walletEngine).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("tab", { name: "Assets" }));
    expect(await screen.findByTestId("profile-assets")).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=assets");
    expect(walletEngine).toHaveBeenCalled();
    expect(screen.queryByRole("textbox", { name: /Nickname/ })).toBeNull();
  });
});
