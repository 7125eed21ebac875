import type { InvestCoopForm } from "@icms/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderWithApp } from "../../test/render";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { InvestmentPage } = await import("./InvestmentPage");

function signIn(signedIn: boolean) {
  localStorage.clear();
  if (signedIn) {
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    localStorage.setItem("WalletAddr", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
  }
  window.dispatchEvent(new StorageEvent("storage"));
}

type Scope = ReturnType<typeof within>;
const type = (scope: Scope, label: string, value: string) =>
  fireEvent.change(scope.getByLabelText(label, { exact: false }), { target: { value } });

const sent: InvestCoopForm = {
  coop_id: 1,
  institution_name: "Polar Capital",
  institution_type: "fund",
  description: "Seed fund",
  official_site: "https://polar.example.org",
  contact_email: "deals@polar.example.org",
  created_at: "2026-01-01T00:00:00Z",
  reply: null,
};

describe("the investment page", () => {
  beforeEach(() => queryClient.clear());

  it("checks the form, confirms first, and shows it locked once sent", { timeout: 20_000 }, async () => {
    signIn(true);
    let mine: InvestCoopForm | null = null;
    gateway.answer({
      invest_coop_mine: () => mine,
      invest_gbook_mine: () => paged([]),
      invest_coop_add_save: (input) => {
        mine = { ...sent, ...input };
        return mine;
      },
    });
    await renderWithApp(<InvestmentPage />);
    const coop = within(await screen.findByRole("region", { name: "Cooperation form" }));
    fireEvent.click(coop.getByRole("button", { name: "Submit" }));
    expect(coop.getAllByText("This field cannot be empty")).toHaveLength(5);

    type(coop, "Institution name", "Polar Capital");
    fireEvent.click(coop.getByRole("radio", { name: "Fund" }));
    type(coop, "Description", "Seed fund");
    type(coop, "Official site", "polar.example.org");
    type(coop, "Contact e-mail", "deals@polar");
    fireEvent.click(coop.getByRole("button", { name: "Submit" }));
    expect(coop.getByText("E-mail format is incorrect")).toBeTruthy();
    expect(coop.getByText("Enter a web address starting with http:// or https://")).toBeTruthy();
    type(coop, "Official site", "https://polar.example.org");
    type(coop, "Contact e-mail", "deals@polar.example.org");

    // Cancel in the confirmation sends nothing.
    fireEvent.click(coop.getByRole("button", { name: "Submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Send the cooperation form?" });
    expect(within(dialog).getByText("https://polar.example.org")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(gateway.inputs("invest_coop_add_save")).toHaveLength(0);

    fireEvent.click(coop.getByRole("button", { name: "Submit" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm and send" }));
    await screen.findByTestId("coop-locked");
    expect(gateway.inputs("invest_coop_add_save")).toEqual([
      {
        institution_name: "Polar Capital",
        institution_type: "fund",
        description: "Seed fund",
        official_site: "https://polar.example.org",
        contact_email: "deals@polar.example.org",
      },
    ]);
    expect(screen.queryByRole("button", { name: "Submit" })).toBeNull();
    expect(screen.getByText("No answer yet: our team will reply here.")).toBeTruthy();
  });

  it("shows the operator's answer on a sent form", async () => {
    signIn(true);
    gateway.answer({
      invest_coop_mine: () => ({ ...sent, reply: { content: "Welcome aboard", replied_at: "2026-01-02T00:00:00Z" } }),
      invest_gbook_mine: () => paged([]),
    });
    await renderWithApp(<InvestmentPage />);
    expect(await screen.findByText("Welcome aboard")).toBeTruthy();
  });

  it("sends a guestbook message without signing in, after checking the phone", async () => {
    signIn(false);
    gateway.answer({
      invest_gbook_add_save: (input) => ({
        gbook_id: 1,
        ...input,
        remark: input.remark ?? "",
        created_at: "2026-01-01T00:00:00Z",
        reply: null,
      }),
    });
    await renderWithApp(<InvestmentPage />);
    const book = within(await screen.findByRole("region", { name: "Guestbook" }));
    type(book, "Institution name", "Harbor");
    type(book, "Contact name", "Mia");
    type(book, "Contact phone", "call me");
    type(book, "Contact e-mail", "mia@harbor.example");
    fireEvent.click(book.getByRole("button", { name: "Leave a message" }));
    expect(book.getByText("Phone number format is incorrect")).toBeTruthy();
    type(book, "Contact phone", "+1 415 555 0134");
    fireEvent.click(book.getByRole("button", { name: "Leave a message" }));
    await waitFor(() => expect(gateway.inputs("invest_gbook_add_save")).toHaveLength(1));
    expect(gateway.inputs("invest_gbook_add_save")[0]).toMatchObject({ phone: "+1 415 555 0134", contact_name: "Mia" });
    await waitFor(() =>
      expect((book.getByLabelText("Contact name", { exact: false }) as HTMLInputElement).value).toBe(""),
    );
  });
});
