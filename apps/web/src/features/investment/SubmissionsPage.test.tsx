import type { InvestSubmission } from "@icms/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { AUTHOR, fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { SubmissionsPage } = await import("./SubmissionsPage");

const coop: InvestSubmission = {
  kind: "coop",
  submission_id: 4,
  institution_name: "Polar Capital",
  institution_type: "fund",
  contact_name: "",
  email: "deals@polar.example.org",
  phone: "",
  official_site: "https://polar.example.org",
  text: "Seed fund",
  submitter: AUTHOR,
  created_at: "2026-01-01T00:00:00Z",
  reply: null,
};
const gbook: InvestSubmission = {
  ...coop,
  kind: "gbook",
  submission_id: 4,
  institution_name: "Harbor Labs",
  institution_type: null,
  contact_name: "Mia",
  phone: "+1 415 555 0134",
  official_site: "",
  submitter: null,
};

describe("the operators' investment screen", () => {
  beforeEach(() => queryClient.clear());

  it("lists both kinds, filters the unanswered and answers one", { timeout: 20_000 }, async () => {
    let answered: InvestSubmission = coop;
    gateway.answer({
      invest_submission_list: ({ unanswered }) => paged(unanswered === 1 ? [gbook] : [answered, gbook]),
      invest_submission_reply: ({ content }) => {
        answered = { ...coop, reply: { content, replied_at: "2026-01-02T00:00:00Z" } };
        return answered;
      },
    });
    await renderWithApp(<SubmissionsPage />);
    const card = await screen.findByRole("article", { name: "Polar Capital" });
    expect(
      within(screen.getByRole("article", { name: "Harbor Labs" })).getByText("Sent without signing in"),
    ).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Answer" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the answer" }));
    expect(within(dialog).getByText("This field cannot be empty")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Answer", { exact: false }), { target: { value: "Welcome" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send the answer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(gateway.inputs("invest_submission_reply")).toEqual([{ kind: "coop", submission_id: 4, content: "Welcome" }]);
    expect(await screen.findByText("Welcome")).toBeTruthy();

    fireEvent.click(screen.getByRole("switch", { name: "Unanswered only" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Polar Capital" })).toBeNull());
    expect(gateway.inputs("invest_submission_list").at(-1)).toMatchObject({ unanswered: 1 });
  });
});
