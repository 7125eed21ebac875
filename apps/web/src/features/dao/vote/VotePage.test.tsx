import type { ProposalDetail, XmanPermissions } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import { initTestStrings, renderWithApp } from "../../../test/render";
import { loadStrings } from "../../../i18n/strings";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const VOTER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const engine = {
  restore: vi.fn(async () => ({ address: VOTER, chainId: 97 })),
  options: () => [],
  switchChain: vi.fn(),
  signTypedData: vi.fn(async () => `0x${"ab".repeat(65)}` as const),
};
vi.mock("../../../wallet/queries", () => ({ useWalletEngine: () => ({ data: engine }) }));
const { VotePage } = await import("./VotePage");

const proposal: ProposalDetail = {
  proposal_id: 7,
  title: "Fund the wiki translators",
  options: ["Yes", "No"],
  state: "active",
  starts_at: 1_700_000_000,
  ends_at: 4_000_000_000,
  snapshot_block: 42,
  total_weight: 1,
  voter_count: 1,
  winning_option: null,
  body: "A month of translation.",
  author_uid: 3,
  author_nickname: "Alice",
  results: [
    { option: 0, label: "Yes", weight: 0, voters: 0 },
    { option: 1, label: "No", weight: 1, voters: 1 },
  ],
  my_vote: null,
  domain: { chain_id: 97, verifying_contract: "0x00000000000000000000000000000000000000aa" },
  created_at: 1_700_000_000,
};
const member = (is_xman: boolean): XmanPermissions => ({
  is_xman,
  staked_count: is_xman ? 2 : 0,
  nft_count: 2,
  staked_token_ids: [],
  held_token_ids: [],
  indexed_block: 50,
});

async function renderDao(element: Parameters<typeof renderWithApp>[0], url: string) {
  await initTestStrings();
  await loadStrings("dao", "en");
  return renderWithApp(element, url);
}

describe("VotePage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
    engine.signTypedData.mockClear();
  });
  afterEach(() => act(() => notifications.clean()));

  it("signs the vote typed data with the wallet and sends the signature", async () => {
    let voted = false;
    gateway.answer({
      proposal_list: () => paged([proposal]),
      proposal_detail: () => (voted ? { ...proposal, my_vote: { option: 0, weight: 2, timestamp: 1 } } : proposal),
      user_privilege_info: () => ({ privilege_code: "dao_propose", privilege_typedata: 2, val: 0, granted: false }),
      xman_permissions: () => member(true),
      proposal_vote: () => {
        voted = true;
        return { ...proposal, my_vote: { option: 0, weight: 2, timestamp: 1 } };
      },
    });
    await renderDao(<VotePage />, "/icmsdao/icms_vote");
    fireEvent.click(await screen.findByRole("button", { name: "Fund the wiki translators" }));
    fireEvent.click(await screen.findByRole("radio", { name: "Yes" }));
    fireEvent.click(screen.getByRole("button", { name: "Sign and vote" }));
    await waitFor(() => expect(gateway.inputs("proposal_vote")).toHaveLength(1));
    const [typed] = engine.signTypedData.mock.calls[0] as unknown as [{ domain: unknown; message: unknown }];
    expect(typed.domain).toEqual({
      name: "ICMS DAO",
      version: "1",
      chainId: 97,
      verifyingContract: "0x00000000000000000000000000000000000000aa",
    });
    expect(typed.message).toMatchObject({ proposalId: 7n, option: 0, voter: VOTER });
    expect(gateway.inputs("proposal_vote")[0]).toMatchObject({
      proposal_id: 7,
      option: 0,
      signature: `0x${"ab".repeat(65)}`,
    });
    expect(await screen.findByText("Your vote: Yes, weight 2")).toBeTruthy();
  });

  it("shows a non-member the not-a-DAO-user notice instead of asking for a signature", async () => {
    gateway.answer({
      proposal_list: () => paged([proposal]),
      proposal_detail: () => proposal,
      user_privilege_info: () => ({ privilege_code: "dao_propose", privilege_typedata: 2, val: 0, granted: false }),
      xman_permissions: () => member(false),
    });
    await renderDao(<VotePage />, "/icmsdao/icms_vote?id=7");
    fireEvent.click(await screen.findByRole("radio", { name: "No" }));
    fireEvent.click(screen.getByRole("button", { name: "Sign and vote" }));
    expect(await screen.findByTestId("not-dao-member")).toBeTruthy();
    expect(engine.signTypedData).not.toHaveBeenCalled();
  });

  it("lists closed proposals with their winner and offers the create form to privilege holders", async () => {
    gateway.answer({
      proposal_list: (input) =>
        paged(
          input.state === "closed" ? [{ ...proposal, title: "Old question", state: "closed", winning_option: 1 }] : [],
        ),
      user_privilege_info: () => ({ privilege_code: "dao_propose", privilege_typedata: 2, val: 1, granted: true }),
    });
    await renderDao(<VotePage />, "/icmsdao/icms_vote?tab=closed");
    expect(await screen.findByText("Old question")).toBeTruthy();
    expect(screen.getByText(/won: No/)).toBeTruthy();
    expect(await screen.findByRole("button", { name: "New proposal" })).toBeTruthy();
  });
  it("lets a privilege holder open a proposal, checking the options as the gateway does", async () => {
    gateway.answer({
      proposal_list: () => paged([]),
      user_privilege_info: () => ({ privilege_code: "dao_propose", privilege_typedata: 2, val: 1, granted: true }),
      proposal_add: (input) => ({
        ...proposal,
        proposal_id: 9,
        title: input.title,
        options: input.options.split("\n"),
      }),
      proposal_detail: () => ({ ...proposal, proposal_id: 9, title: "Budget" }),
      xman_permissions: () => member(true),
    });
    await renderDao(<VotePage />, "/icmsdao/icms_vote");
    fireEvent.click(await screen.findByRole("button", { name: "New proposal" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Title" }), { target: { value: "Budget" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Description" }), {
      target: { value: "Next quarter" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Options/ }), { target: { value: "Only one" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Open the proposal" }));
    expect(await within(dialog).findByText("At least 2 options")).toBeTruthy();
    expect(gateway.inputs("proposal_add")).toEqual([]);

    fireEvent.change(within(dialog).getByRole("textbox", { name: /Options/ }), {
      target: { value: "Approve\nReject" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Open the proposal" }));
    await waitFor(() => expect(gateway.inputs("proposal_add")).toHaveLength(1));
    expect(gateway.inputs("proposal_add")[0]).toMatchObject({ title: "Budget", options: "Approve\nReject" });
    expect(await screen.findByTestId("proposal-view")).toBeTruthy();
  });

  it("treats a declined signature prompt as no error", async () => {
    engine.signTypedData.mockRejectedValueOnce(Object.assign(new Error("User rejected the request."), { code: 4001 }));
    gateway.answer({
      proposal_list: () => paged([proposal]),
      proposal_detail: () => proposal,
      user_privilege_info: () => ({ privilege_code: "dao_propose", privilege_typedata: 2, val: 0, granted: false }),
      xman_permissions: () => member(true),
    });
    await renderDao(<VotePage />, "/icmsdao/icms_vote?id=7");
    fireEvent.click(await screen.findByRole("radio", { name: "Yes" }));
    fireEvent.click(screen.getByRole("button", { name: "Sign and vote" }));
    await waitFor(() => expect(engine.signTypedData).toHaveBeenCalled());
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Sign and vote" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(document.querySelector('[data-type="danger"]')).toBeNull();
    expect(gateway.inputs("proposal_vote")).toEqual([]);
  });
});
