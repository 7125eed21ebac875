import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";
import { commitOf, entry, revision } from "./wiki-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { WikiHistoryPage } = await import("./WikiHistoryPage");

const first = revision("a", { content: "<p>Validators stake ether.</p>" });
const second = revision("b", { content: "<p>Validators lock ether.</p>", parent_commit_id: commitOf("a") });
const third = revision("c", { content: "<p>Validators stake ether.</p>", parent_commit_id: commitOf("b") });
const revisions = { [first.commit_id]: first, [second.commit_id]: second, [third.commit_id]: third };

describe("WikiHistoryPage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    gateway.answer({
      wiki_detail: () => entry(third, { revision_count: 3 }),
      wiki_history_timeline: () => paged([third, second, first]),
      wiki_revision_detail: (input) => revisions[input.commit_id] ?? first,
      wiki_revision_restore: () => ({ article_id: 7, commit_id: commitOf("d"), state: "approved" }),
    });
  });
  afterEach(() => act(() => notifications.clean()));

  it("lists the revisions and compares the newest two side by side, words marked", async () => {
    await renderWithApp(<WikiHistoryPage />, "/appcms/compass_wiki_history?article_id=7");
    expect(await screen.findAllByTestId("revision")).toHaveLength(3);
    const body = await screen.findByTestId("diff-content");
    expect(within(body).getByText("lock", { selector: "del" })).toBeTruthy();
    expect(within(body).getByText("stake", { selector: "ins" })).toBeTruthy();
  });

  it("compares any two picked revisions", async () => {
    await renderWithApp(<WikiHistoryPage />, "/appcms/compass_wiki_history?article_id=7");
    fireEvent.click(await screen.findByRole("radio", { name: `Compare from ${"a".repeat(10)}` }));
    expect(await screen.findByText("The two revisions have the same text.")).toBeTruthy();
  });

  it("restores a revision after asking for a reason, on top of the newest", async () => {
    await renderWithApp(<WikiHistoryPage />, "/appcms/compass_wiki_history?article_id=7");
    fireEvent.click(await screen.findByRole("button", { name: `Restore ${"a".repeat(10)}` }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore" }));
    expect(await within(dialog).findByText("Reason cannot be empty")).toBeTruthy();
    expect(gateway.inputs("wiki_revision_restore")).toEqual([]);
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Reason/ }), { target: { value: "Back to stake" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore" }));
    await waitFor(() =>
      expect(gateway.inputs("wiki_revision_restore")).toEqual([
        { article_id: 7, commit_id: commitOf("a"), base_commit_id: commitOf("c"), reason: "Back to stake" },
      ]),
    );
    expect(await screen.findByText("Revision restored")).toBeTruthy();
  });
});
