import { GatewayCallError, type ShortLinkResult } from "@icms/protocol";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../test/render";

const created = vi.fn<(path: string) => Promise<ShortLinkResult>>();
const copied = vi.fn(async (_text: string) => true);
vi.mock("@icms/protocol", async (original) => ({
  ...(await original<typeof import("@icms/protocol")>()),
  createShortLink: (_options: unknown, path: string) => created(path),
}));
vi.mock("./address", async (original) => ({
  ...(await original<typeof import("./address")>()),
  copyText: (text: string) => copied(text),
}));
const { ShareButton } = await import("./ShareButton");

describe("ShareButton", () => {
  beforeEach(() => {
    created.mockReset();
    copied.mockClear();
  });

  it("makes the current page's short link, copies it and shows it", async () => {
    created.mockResolvedValue({ code: "Ab12Cd34", short_url: "https://icms.example/s/Ab12Cd34" });
    await renderWithApp(<ShareButton />, "/appcms/news_item?information_id=3&is_forward=1&forward_uid=9");
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    await waitFor(() => expect(copied).toHaveBeenCalledWith("https://icms.example/s/Ab12Cd34"));
    expect(created).toHaveBeenCalledWith("/appcms/news_item?information_id=3&is_forward=1&forward_uid=9");
    expect(await screen.findByText("copy success")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Short link to share" }) as HTMLInputElement).value).toBe(
      "https://icms.example/s/Ab12Cd34",
    );
  });

  it("shows the gateway's refusal and copies nothing", async () => {
    created.mockRejectedValue(new GatewayCallError("Only a detail page of this site can have a short link", 805200));
    await renderWithApp(<ShareButton path="/ucenter/profile" />);
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByText("Only a detail page of this site can have a short link")).toBeTruthy();
    expect(created).toHaveBeenCalledWith("/ucenter/profile");
    expect(copied).not.toHaveBeenCalled();
  });
});
