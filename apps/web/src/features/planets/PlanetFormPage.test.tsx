import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { resyncSession } from "../../session/session-store";
import { fakeGateway } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";
import { planet } from "./planet-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
vi.mock("../../ui/upload", async (original) => ({
  ...(await original<typeof import("../../ui/upload")>()),
  uploadMedia: async (file: File) => ({ url: `/uploads/image/${file.name}`, kind: "image" }),
}));
const { PlanetFormPage } = await import("./PlanetFormPage");

const routes = [
  { path: "/appsocial/circle_addform", element: <PlanetFormPage /> },
  { path: "/appsocial/social_index/:id", element: <p>landed</p> },
];

describe("PlanetFormPage", () => {
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

  it("checks the fields, then creates a private planet with an ICT rule in wei", async () => {
    gateway.answer({ circle_add: (input) => planet({ circle_id: 12, name: input.name }) });
    await renderRoutes(routes, "/appsocial/circle_addform");
    expect(await screen.findByRole("heading", { level: 1, name: "Create a planet" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findAllByText("Required")).length).toBe(2);
    expect(gateway.inputs("circle_add")).toEqual([]);

    fireEvent.change(screen.getByRole("textbox", { name: /Name/ }), { target: { value: "  ZK club " } });
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/Icon/), {
        target: { files: [new File(["x"], "zk.png", { type: "image/png" })] },
      });
    });
    fireEvent.click(screen.getByRole("radio", { name: /Only me/ }));
    fireEvent.click(screen.getByLabelText("Who may join", { selector: "input" }));
    fireEvent.click(await screen.findByRole("option", { name: "Minimum ICT balance" }));
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    fireEvent.change(amount, { target: { value: "-3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a positive amount")).toBeTruthy();
    expect(gateway.inputs("circle_add")).toEqual([]);

    fireEvent.change(amount, { target: { value: "2.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(gateway.inputs("circle_add")).toHaveLength(1));
    expect(gateway.inputs("circle_add")[0]).toEqual({
      name: "ZK club",
      icon_url: "/uploads/image/zk.png",
      introduction: "",
      tags: "",
      circle_type: 6,
      is_public: 0,
      gate_kind: "ict_balance",
      gate_amount: "2500000000000000000",
    });
    expect(await screen.findByText("landed")).toBeTruthy();
  }, 20_000);

  it("edits the owner's planet from its saved values, and makes it public", async () => {
    gateway.answer({
      circle_detail: () =>
        planet({
          gate_kind: "entry_fee",
          gate_amount: "1000000000000000000",
          viewer: { is_owner: true, is_joined: true, can_post: true, can_comment: true },
        }),
      circle_edit: (input) => planet({ circle_id: Number(input.circle_id) }),
    });
    await renderRoutes(routes, "/appsocial/circle_addform?circle_id=9");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit: Rollup builders" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Amount/ }) as HTMLInputElement).value).toBe("1");
    fireEvent.click(screen.getByRole("radio", { name: /Every member/ }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(gateway.inputs("circle_edit")).toHaveLength(1));
    expect(gateway.inputs("circle_edit")[0]).toMatchObject({
      circle_id: 9,
      is_public: 1,
      gate_kind: "entry_fee",
      gate_amount: "1000000000000000000",
      tags: "l2,zk",
    });
  });

  it("does not offer the form to someone who does not own the planet", async () => {
    gateway.answer({ circle_detail: () => planet() });
    await renderRoutes(routes, "/appsocial/circle_addform?circle_id=9");
    expect(await screen.findByText("Only the planet's star lord edits it.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
