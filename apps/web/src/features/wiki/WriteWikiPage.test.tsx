import { Code, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";
import { commitOf, entry, revision } from "./wiki-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { WriteWikiPage } = await import("./WriteWikiPage");

const routes = [
  { path: "/ucenter/write_wiki", element: <WriteWikiPage /> },
  { path: "/appcms/*", element: <p>landed</p> },
];
const head = revision("b", { title: "Merkle tree" });

describe("WriteWikiPage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    gateway.answer({
      wiki_catelist: () => [{ category_id: 1, slug: "basics", name: "Blockchain basics", entry_count: 1 }],
      wiki_detail: () => entry(revision("a"), { head_commit_id: head.commit_id, pending_count: 1 }),
      wiki_revision_detail: () => head,
      wiki_edit_save: () => ({ article_id: 7, commit_id: commitOf("c"), state: "pending" }),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("edits from the newest revision and needs a reason", async () => {
    await renderRoutes(routes, "/ucenter/write_wiki?article_type=3&article_id=7");
    expect(await screen.findByRole("heading", { level: 1, name: "Edit: Merkle tree" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Reason cannot be empty")).toBeTruthy();
    expect(gateway.inputs("wiki_edit_save")).toEqual([]);
    fireEvent.change(screen.getByRole("textbox", { name: /Reason for this change/ }), {
      target: { value: "Clearer" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(gateway.inputs("wiki_edit_save")).toHaveLength(1));
    expect(gateway.inputs("wiki_edit_save")[0]).toMatchObject({
      article_id: 7,
      base_commit_id: head.commit_id,
      reason: "Clearer",
      title: "Merkle tree",
      category_id: 1,
    });
    expect(await screen.findByText("landed")).toBeTruthy();
  });

  it("shows a stale edit's refusal and keeps the text", async () => {
    gateway.answer({
      wiki_catelist: () => [{ category_id: 1, slug: "basics", name: "Blockchain basics", entry_count: 1 }],
      wiki_detail: () => entry(head),
      wiki_revision_detail: () => head,
      wiki_edit_save: () => {
        throw new GatewayCallError("changed", Code.WikiStaleRevision, 200);
      },
    });
    await renderRoutes(routes, "/ucenter/write_wiki?article_type=3&article_id=7");
    const title = await screen.findByRole("textbox", { name: /Title/ });
    fireEvent.change(title, { target: { value: "Merkle trees explained" } });
    fireEvent.change(screen.getByRole("textbox", { name: /Reason for this change/ }), { target: { value: "Mine" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(screen.getByText(/Someone saved a newer revision/)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /Title/ }) as HTMLInputElement).value).toBe("Merkle trees explained");
  });
});
