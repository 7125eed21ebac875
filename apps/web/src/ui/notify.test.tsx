import { GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { AppProviders } from "../app/App";
import { initI18n } from "../i18n";
import { dialogMessage, showError, toast } from "./notify";

async function mountToasts() {
  render(<AppProviders>{null}</AppProviders>);
  // The toast container is lazy; wait until it is in the document.
  await screen.findByText("ready").catch(() => undefined);
}

const shown = (type: string) => document.querySelectorAll(`[data-type="${type}"]`);

describe("toasts", () => {
  beforeAll(async () => {
    await initI18n("en");
  });
  afterEach(() => {
    act(() => notifications.clean());
  });

  it("shows each type with its own colour and the spec's roles", async () => {
    await mountToasts();
    act(() => {
      toast({ message: "saved", type: "success" });
      toast({ message: "broken", type: "danger" });
      toast({ message: "plain" });
    });
    await screen.findByText("saved");
    expect(shown("success")).toHaveLength(1);
    expect(shown("danger")[0]?.getAttribute("role")).toBe("alert");
    expect(shown("default")).toHaveLength(1);
  });

  it("keeps at most 20, newest on top", async () => {
    await mountToasts();
    act(() => {
      for (let i = 1; i <= 25; i++) toast({ message: `toast ${i}`, type: "info" });
    });
    await screen.findByText("toast 25");
    const texts = [...shown("info")].map((node) => node.textContent);
    expect(texts).toHaveLength(20);
    expect(texts[0]).toContain("toast 25");
    expect(texts[19]).toContain("toast 6");
  });

  it("shows a gateway failure's message, already in the user's language, as a danger toast", async () => {
    await mountToasts();
    act(() => void showError(new GatewayCallError("登录信息已过期，请重新登录", 1003, 200)));
    await screen.findByText("登录信息已过期，请重新登录");
    expect(shown("danger")).toHaveLength(1);
  });

  it("says nothing when the user declined a wallet prompt", async () => {
    await mountToasts();
    let id: string | null = "unset";
    act(() => {
      id = showError(Object.assign(new Error("User rejected the request."), { code: 4001 }));
    });
    expect(id).toBeNull();
    expect(shown("danger")).toHaveLength(0);
  });

  it("prefers viem's one-line summary over its long message", async () => {
    await mountToasts();
    act(() => void showError(Object.assign(new Error("long\ndetails"), { shortMessage: "Chain mismatch" })));
    await screen.findByText("Chain mismatch");
  });

  it("shows dialog messages centred at the top", async () => {
    await mountToasts();
    act(() => void dialogMessage("Signed in", "success"));
    const node = await screen.findByText("Signed in");
    expect(node.closest("[data-position]")?.getAttribute("data-position")).toBe("top-center");
  });
});
