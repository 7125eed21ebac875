import { reviewTypedData, type XmanPermissions } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, configure, fireEvent, screen, within } from "@testing-library/react";
import { recoverTypedDataAddress } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { resyncSession } from "../../../session/session-store";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import { renderWithApp } from "../../../test/render";
import type { WalletEngine } from "../../../wallet/wallet-engine-types";
import { courseSummary, directory } from "../edu-fixtures";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));

// A development key (Hardhat account #1): the test signs for real and recovers the signer.
const account = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const STAKING = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const engine = {
  config: { chainId: 97, contracts: { XManStaking: STAKING }, devWallet: true },
  restore: async () => ({ address: account.address, chainId: 97 }),
  signTypedData: (data: Parameters<WalletEngine["signTypedData"]>[0]) => account.signTypedData(data as never),
} as unknown as WalletEngine;
vi.mock("../../../wallet/queries", () => ({ useWalletEngine: () => ({ data: engine, isPending: false }) }));
const { ReviewCoursePage } = await import("./ReviewCoursePage");
configure({ asyncUtilTimeout: 5_000 });

const member: XmanPermissions = {
  is_xman: true,
  staked_count: 1,
  nft_count: 1,
  staked_token_ids: [1],
  held_token_ids: [],
  indexed_block: 10,
};
const tally = { pass_count: 1, reject_count: 0, quorum: 2, my_decision: null };

describe("ReviewCoursePage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "2");
    resyncSession();
  });
  afterEach(() => act(() => notifications.clean()));

  it("shows a waiting course with its price, details and directory, and passes it with a signed decision", async () => {
    const waiting = { ...courseSummary(9, { name: "Solidity from zero", status: "audit" }), review: tally };
    gateway.answer({
      xman_permissions: () => member,
      dao_course_list: () => paged([waiting]),
      dao_course_detail: () => ({
        ...waiting,
        details: "<p>Ten lessons on contracts.</p>",
        chapters: directory().chapters,
        votes: [],
      }),
      dao_reason_list: () => [],
      dao_course_set_status: () => ({
        status: "online",
        review: { pass_count: 2, reject_count: 0, quorum: 2, my_decision: "pass" },
      }),
    });
    await renderWithApp(<ReviewCoursePage />, "/icmsdao/icms_dao_autonomy/course");
    fireEvent.click(await screen.findByRole("button", { name: "Open Solidity from zero" }));
    const item = await screen.findByRole("article", { name: "Solidity from zero" });
    expect(await within(item).findByText("Ten lessons on contracts.")).toBeTruthy();
    expect(within(item).getByTestId("course-dir")).toBeTruthy();
    expect(within(item).getByText("No member has decided yet.")).toBeTruthy();

    fireEvent.click(within(item).getByRole("radio", { name: "Pass" }));
    fireEvent.click(within(item).getByRole("button", { name: "Sign and submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign your decision" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign with wallet" }));
    expect(await screen.findByText(/reached the quorum and is online/)).toBeTruthy();

    const [sent] = gateway.inputs("dao_course_set_status");
    expect(sent).toMatchObject({ course_id: 9, decision: "pass", reason_id: 0, reason: "" });
    const typed = reviewTypedData(97, STAKING, {
      kind: "course",
      item_id: 9,
      decision: "pass",
      reason_id: 0,
      reason: "",
      nonce: String(sent?.nonce),
      deadline: Number(sent?.deadline),
    });
    expect(await recoverTypedDataAddress({ ...typed, signature: sent?.signature as `0x${string}` })).toBe(
      account.address,
    );
  }, 20_000);
});
