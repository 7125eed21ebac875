import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { resyncSession } from "../../session/session-store";
import { fakeGateway } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";
import { planet, topic } from "./planet-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
vi.mock("../../ui/upload", async (original) => ({
  ...(await original<typeof import("../../ui/upload")>()),
  uploadMedia: async (file: File, kind: string) => ({ url: `/uploads/${kind}/${file.name}`, kind }),
}));
const { TopicFormPage } = await import("./TopicFormPage");

const routes = [
  { path: "/appsocial/huati_addform", element: <TopicFormPage /> },
  { path: "/appsocial/social_index/:id", element: <p>landed</p> },
];
const OWNER_VIEW = { is_owner: true, is_joined: true, can_post: true, can_comment: true };

describe("TopicFormPage", () => {
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

  it("tells a member of a private planet that they cannot post", async () => {
    gateway.answer({ circle_detail: () => planet() });
    await renderRoutes(routes, "/appsocial/huati_addform?circle_id=9");
    expect(await screen.findByText("You cannot post in this planet.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Publish" })).toBeNull();
  });

  it("publishes a topic with an uploaded attachment and a linked one, after checking them", async () => {
    gateway.answer({
      circle_detail: () => planet({ viewer: OWNER_VIEW }),
      topics_add: (input) => topic(4, { name: input.name }),
    });
    await renderRoutes(routes, "/appsocial/huati_addform?circle_id=9");
    expect(await screen.findByRole("heading", { level: 1, name: "New topic in Rollup builders" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Required")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: /Title/ }), { target: { value: "Sequencer notes" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Introduction" }), { target: { value: "Short" } });
    const upload = document.querySelector<HTMLInputElement>('input[type="file"][aria-hidden="true"]');
    await act(async () => {
      fireEvent.change(upload as HTMLInputElement, {
        target: { files: [new File(["x"], "diagram.png", { type: "image/png" })] },
      });
    });
    fireEvent.click(screen.getByRole("button", { name: "Add a link" }));
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("Give every attachment a name and a link")).toBeTruthy();
    expect(gateway.inputs("topics_add")).toEqual([]);

    const names = screen.getAllByRole("textbox", { name: "File name" });
    const links = screen.getAllByRole("textbox", { name: "Link" });
    fireEvent.change(names[1] as HTMLElement, { target: { value: "Spec" } });
    fireEvent.change(links[1] as HTMLElement, { target: { value: "https://example.org/spec" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(gateway.inputs("topics_add")).toHaveLength(1));
    expect(gateway.inputs("topics_add")[0]).toEqual({
      circle_id: 9,
      name: "Sequencer notes",
      intro: "Short",
      content: "",
      image_urls: [],
      attachments: [
        { name: "diagram.png", url: "/uploads/image/diagram.png" },
        { name: "Spec", url: "https://example.org/spec" },
      ],
    });
    expect(await screen.findByText("landed")).toBeTruthy();
  }, 20_000);

  it("keeps the form and says when the next post is accepted after a too-frequent refusal", async () => {
    const retryAt = new Date(Date.now() + 9_000).toISOString();
    gateway.answer({
      circle_detail: () => planet({ viewer: OWNER_VIEW }),
      topics_add: () => {
        throw new GatewayCallError("Too frequent", Code.TooFrequent, 200, { retry_after: 9, retry_at: retryAt });
      },
    });
    await renderRoutes(routes, "/appsocial/huati_addform?circle_id=9");
    fireEvent.change(await screen.findByRole("textbox", { name: /Title/ }), { target: { value: "Again" } });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/you may post again at .* \(in (8|9) s\)/)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Title/ }) as HTMLInputElement).value).toBe("Again");
  });
});
