import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { resyncSession } from "../../session/session-store";
import { fakeGateway } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";
import { application, COUNTRIES } from "./kol-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { KolApplyPage } = await import("./KolApplyPage");

const routes = [{ path: "/ucenter/kol_apply", element: <KolApplyPage /> }];

describe("KolApplyPage", { timeout: 30_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    resyncSession();
  });
  afterEach(() => {
    act(() => notifications.clean());
    localStorage.clear();
    resyncSession();
  });

  it("refuses an empty application field by field and sends nothing", async () => {
    gateway.answer({ kol_mine: () => ({ state: "none", application: null }), country_list: () => COUNTRIES });
    await renderRoutes(routes, "/ucenter/kol_apply");
    const state = await screen.findByTestId("kol-state");
    expect(state.textContent).toContain("Application status: Not applied");
    fireEvent.click(screen.getByRole("button", { name: "Submit application" }));
    expect((await screen.findAllByText("This field is required")).length).toBe(4);
    expect(screen.getByText("Please choose a gender")).toBeTruthy();
    expect(screen.getByText("Please choose an area code")).toBeTruthy();
    expect(screen.getByText("Please add a video")).toBeTruthy();
    expect(screen.getByText("Please choose at least one country")).toBeTruthy();
    expect(gateway.inputs("kol_register")).toEqual([]);
  });

  it("shows a refusal with its reason, checks the e-mail, then resubmits the modified application", async () => {
    let mine = application({ state: "not_approved", reason: "The video does not show you." });
    gateway.answer({
      kol_mine: () => ({ state: mine.state, application: mine }),
      country_list: () => COUNTRIES,
      kol_register: (input) => {
        mine = application({ ...mine, state: "under_review", reason: "", email: input.email, revision: 3 });
        return mine;
      },
    });
    await renderRoutes(routes, "/ucenter/kol_apply");
    const state = await screen.findByTestId("kol-state");
    expect(state.textContent).toContain("Not approved");
    expect(state.textContent).toContain("Reason: The video does not show you.");

    const email = screen.getByRole("textbox", { name: /E-mail/ });
    fireEvent.change(email, { target: { value: "alice@@example" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and resubmit" }));
    expect(await screen.findByText("E-mail format is incorrect")).toBeTruthy();
    expect(gateway.inputs("kol_register")).toEqual([]);

    fireEvent.change(email, { target: { value: "alice@new.example" } });
    fireEvent.click(screen.getByRole("button", { name: "Save and resubmit" }));
    await waitFor(() => expect(screen.getByTestId("kol-state").textContent).toContain("Under review"));
    expect(gateway.inputs("kol_register")).toEqual([
      expect.objectContaining({
        email: "alice@new.example",
        phone_country: "CN",
        phone: "13812345678",
        tags: "defi,layer2",
        countries: ["CN", "DE"],
        video_url: "https://www.youtube.com/watch?v=abc",
        youtube: "https://www.youtube.com/@alice",
      }),
    ]);
  });

  it("asks before modifying an approved profile, since it leaves the list until approved again", async () => {
    const approved = application({ state: "approved" });
    gateway.answer({
      kol_mine: () => ({ state: "approved", application: approved }),
      country_list: () => COUNTRIES,
      kol_register: () => application({ state: "under_review", revision: 3 }),
    });
    await renderRoutes(routes, "/ucenter/kol_apply");
    expect(await screen.findByRole("link", { name: "View my public profile" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save and resubmit" }));
    const dialog = await screen.findByRole("dialog", { name: "Modify your approved profile?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(gateway.inputs("kol_register")).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Save and resubmit" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Modify your approved profile?" })).getByRole("button", {
        name: "Save and resubmit",
      }),
    );
    await waitFor(() => expect(gateway.inputs("kol_register")).toHaveLength(1));
  });
});
