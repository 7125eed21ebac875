import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { resyncSession } from "../../session/session-store";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";
import { application, COUNTRIES } from "./kol-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { KolReviewPage } = await import("./KolReviewPage");

const routes = [{ path: "/ucenter/kol_review", element: <KolReviewPage /> }];

describe("KolReviewPage", { timeout: 30_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "4");
    resyncSession();
  });
  afterEach(() => {
    act(() => notifications.clean());
    localStorage.clear();
    resyncSession();
  });

  it("approves an application after a confirmation, naming the revision read", async () => {
    gateway.answer({
      country_list: () => COUNTRIES,
      kol_review_list: () => paged([application()]),
      kol_set_status: () => application({ state: "approved", revision: 3 }),
    });
    await renderRoutes(routes, "/ucenter/kol_review");
    const card = await screen.findByTestId("kol-application");
    expect(card.textContent).toContain("+8613812345678");
    expect(card.textContent).toContain("alice@example.com");
    expect(gateway.inputs("kol_review_list")).toEqual([{ page: 1, page_size: 10, state: "under_review" }]);

    fireEvent.click(within(card).getByRole("button", { name: "Approve" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve Alice Chen?" });
    expect(gateway.inputs("kol_set_status")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(gateway.inputs("kol_set_status")).toEqual([{ kol_id: 7, action: "approve", revision: 2, reason: "" }]),
    );
    expect(await screen.findByText("Approved.")).toBeTruthy();
  });

  it("refuses only with a reason", async () => {
    gateway.answer({
      country_list: () => COUNTRIES,
      kol_review_list: () => paged([application()]),
      kol_set_status: () => application({ state: "not_approved", reason: "No video of you" }),
    });
    await renderRoutes(routes, "/ucenter/kol_review");
    fireEvent.click(within(await screen.findByTestId("kol-application")).getByRole("button", { name: "Refuse" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse Alice Chen?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuse" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeTruthy();
    expect(gateway.inputs("kol_set_status")).toEqual([]);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), {
      target: { value: " No video of you " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Refuse" }));
    await waitFor(() =>
      expect(gateway.inputs("kol_set_status")).toEqual([
        { kol_id: 7, action: "refuse", revision: 2, reason: "No video of you" },
      ]),
    );
  });

  it("takes an approved KOL offline from the approved tab, and shows a refusal in words", async () => {
    gateway.answer({
      country_list: () => COUNTRIES,
      kol_review_list: (input) => paged(input.state === "approved" ? [application({ state: "approved" })] : []),
      kol_set_status: () => {
        throw new GatewayCallError("The application changed since you opened it", Code.KolApplicationChanged);
      },
    });
    await renderRoutes(routes, "/ucenter/kol_review");
    expect(await screen.findByText("No applications here.")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Approved" }));
    const card = await screen.findByTestId("kol-application");
    expect(within(card).queryByRole("button", { name: "Approve" })).toBeNull();
    fireEvent.click(within(card).getByRole("button", { name: "Take offline" }));
    const dialog = await screen.findByRole("dialog", { name: "Take Alice Chen offline?" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), { target: { value: "Spam" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Take offline" }));
    expect(await screen.findByText("The application changed since you opened it")).toBeTruthy();
    expect(gateway.inputs("kol_set_status")).toEqual([{ kol_id: 7, action: "offline", revision: 2, reason: "Spam" }]);
  });

  it("tells a user without the privilege what the page is for", async () => {
    gateway.answer({
      country_list: () => COUNTRIES,
      kol_review_list: () => {
        throw new GatewayCallError("Permission denied", Code.PermissionDenied);
      },
    });
    await renderRoutes(routes, "/ucenter/kol_review");
    expect(await screen.findByText("Only operators holding the KOL review privilege can use this page.")).toBeTruthy();
  });
});
