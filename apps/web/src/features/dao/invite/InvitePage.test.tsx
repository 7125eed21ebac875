import { Code, type DaoMyInfo, GatewayCallError } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import { renderDaoPage } from "../dao-test-render";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { InvitePage, inviteLink } = await import("./InvitePage");

const ALICE = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const me = (changes: Partial<DaoMyInfo> = {}): DaoMyInfo => ({
  wallet_addr: "0x00000000000000000000000000000000000000a1",
  is_xman: false,
  staked_count: 0,
  nfts: [],
  referrer: null,
  invite_code: "ABCD2345",
  team_count: 0,
  indexed_block: 10,
  ...changes,
});

describe("InvitePage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    window.dispatchEvent(new StorageEvent("storage"));
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows my invite code and link, and my team rows", async () => {
    gateway.answer({
      autonomy_myinfo: () => me({ team_count: 2 }),
      autonomy_team_list: () =>
        paged([
          { wallet_addr: "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc", warrant_count: 0, nft_count: 1 },
          { wallet_addr: "0x90f79bf6eb2c4f870365e785982e1f101e93b906", warrant_count: 1, nft_count: 1 },
        ]),
    });
    await renderDaoPage(<InvitePage />, "/icmsdao/icms_invite_friends");
    expect(((await screen.findByLabelText("My invite code")) as HTMLInputElement).value).toBe("ABCD2345");
    expect((screen.getByLabelText("Invite link") as HTMLInputElement).value).toBe(inviteLink("ABCD2345"));
    expect(inviteLink("ABCD2345", "https://icms.example")).toBe(
      "https://icms.example/icmsdao/icms_invite_friends?invite_code=ABCD2345",
    );
    const team = await screen.findByTestId("invite-team");
    expect(within(team).getAllByRole("row")).toHaveLength(3);
    expect(within(team).getByTitle("0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc")).toBeTruthy();
    expect(screen.getByText("Members: 2")).toBeTruthy();
  });

  it("says when no one in the team has bought yet", async () => {
    gateway.answer({ autonomy_myinfo: () => me(), autonomy_team_list: () => paged([]) });
    await renderDaoPage(<InvitePage />, "/icmsdao/icms_invite_friends");
    expect(await screen.findByText("No one in your team has bought yet.")).toBeTruthy();
  });

  it("binds an inviter from the invite link's code, after a confirmation", async () => {
    let bound = false;
    gateway.answer({
      autonomy_myinfo: () => me(bound ? { referrer: { wallet_addr: ALICE, nickname: "alice", on_chain: false } } : {}),
      autonomy_team_list: () => paged([]),
      autonomy_addrefer: ({ invite_code }) => {
        bound = true;
        return { wallet_addr: ALICE, nickname: invite_code, on_chain: false };
      },
    });
    await renderDaoPage(<InvitePage />, "/icmsdao/icms_invite_friends?invite_code=wxyz6789");
    expect(((await screen.findByLabelText(/Inviter's invite code/)) as HTMLInputElement).value).toBe("wxyz6789");
    fireEvent.click(screen.getByRole("button", { name: "Bind" }));
    expect(await screen.findByText("An inviter can be bound only once. Bind the owner of code WXYZ6789?")).toBeTruthy();
    expect(gateway.inputs("autonomy_addrefer")).toEqual([]);
    fireEvent.click(screen.getByTestId("invite-bind-confirm"));
    expect(await screen.findByText("Inviter bound")).toBeTruthy();
    expect(gateway.inputs("autonomy_addrefer")).toEqual([{ invite_code: "wxyz6789" }]);
    expect(await screen.findByText("Recorded in the sale contract with your next purchase")).toBeTruthy();
  });

  it("refuses an empty code without a call, and shows the gateway's refusal", async () => {
    gateway.answer({
      autonomy_myinfo: () => me(),
      autonomy_team_list: () => paged([]),
      autonomy_addrefer: () => {
        throw new GatewayCallError("You cannot recommend yourself", Code.CannotRecommendSelf, 200);
      },
    });
    await renderDaoPage(<InvitePage />, "/icmsdao/icms_invite_friends");
    fireEvent.click(await screen.findByRole("button", { name: "Bind" }));
    expect(await screen.findByText("Invite code cannot be empty")).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Inviter's invite code/), { target: { value: "ABCD2345" } });
    fireEvent.click(screen.getByRole("button", { name: "Bind" }));
    fireEvent.click(await screen.findByTestId("invite-bind-confirm"));
    expect(await screen.findByText("You cannot recommend yourself")).toBeTruthy();
  });
});
