import {
  Code,
  codeMessage,
  GatewayCallError,
  type ReviewArticle,
  type ReviewArticleDetail,
  reviewTypedData,
  type XmanPermissions,
} from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { recoverTypedDataAddress } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { initI18n } from "../../../i18n";
import { loadStrings } from "../../../i18n/strings";
import { fakeGateway, paged, summary } from "../../../test/fake-gateway";
import { renderWithApp } from "../../../test/render";
import { REVIEWER, reviewerEngine, STAKING } from "../../../test/review-fixtures";
import type { WalletEngine } from "../../../wallet/wallet-engine-types";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));

const signTypedData = vi.fn((data: Parameters<WalletEngine["signTypedData"]>[0]) =>
  REVIEWER.signTypedData(data as never),
);
const engine = reviewerEngine(signTypedData);
vi.mock("../../../wallet/queries", () => ({ useWalletEngine: () => ({ data: engine, isPending: false }) }));

// The area list hands every area's review kinds to the review screens, as in the app.
await import("../../../app/areas");
const { ReviewArticlePage } = await import("./ReviewArticlePage");
// Signing for real takes a moment on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const member: XmanPermissions = {
  is_xman: true,
  staked_count: 2,
  nft_count: 3,
  staked_token_ids: [1, 2],
  held_token_ids: [3],
  indexed_block: 10,
};
const tally = { pass_count: 1, reject_count: 0, quorum: 2, my_decision: null };
const waiting = (id: number, title: string): ReviewArticle =>
  Object.assign(summary(id, { title, status: "audit" }), { review: tally });
const detail = (id: number, title: string): ReviewArticleDetail =>
  Object.assign(waiting(id, title), {
    content: "<p>Validators stake to secure the chain.</p>",
    votes: [
      {
        wallet_addr: "0x15d34aaf54267db7d7c367839aaf71a00a2c6a65",
        nickname: "Carol",
        decision: "pass" as const,
        reason: "",
        signature: `0x${"ab".repeat(65)}`,
        weight: 1,
        token_ids: ["5"],
        created_at: "2025-01-01T00:00:00.000Z",
      },
    ],
  });
const reasons = [{ reason_id: 2, zh: "广告或垃圾信息", en: "Advertising or spam", ru: "Реклама или спам" }];

describe("ReviewArticlePage", () => {
  beforeEach(async () => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "2");
    window.dispatchEvent(new StorageEvent("storage"));
    signTypedData.mockClear();
    await initI18n("en");
    await loadStrings("dao", "en");
  });
  afterEach(() => act(() => notifications.clean()));

  it("lists the queue, shows an item with the decisions so far, and rejects it with a signed custom reason", async () => {
    gateway.answer({
      xman_permissions: () => member,
      dao_article_list: (input) => paged(input.article_type === 2 ? [] : [waiting(7, "Staking basics")]),
      dao_article_detail: () => detail(7, "Staking basics"),
      dao_reason_list: () => reasons,
      dao_article_set_status: () => ({
        status: "audit",
        review: { pass_count: 1, reject_count: 1, quorum: 2, my_decision: "reject" },
      }),
    });
    await renderWithApp(<ReviewArticlePage />, "/icmsdao/icms_dao_autonomy/article?article_type=1");
    expect(await screen.findByText("1 waiting for review")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Open Staking basics" }));
    const item = await screen.findByRole("article", { name: "Staking basics" });
    expect(await within(item).findByText("Validators stake to secure the chain.")).toBeTruthy();
    expect(within(item).getByRole("cell", { name: "Carol" })).toBeTruthy();
    // Carol's decision speaks for her one staked NFT.
    expect(within(item).getByRole("cell", { name: "1 (#5)" })).toBeTruthy();
    expect(within(item).getAllByText("Pass 1/2 NFTs").length).toBeGreaterThan(0);

    fireEvent.click(within(item).getByRole("radio", { name: "Reject" }));
    fireEvent.click(within(item).getByRole("button", { name: "Sign and submit" }));
    expect(await within(item).findByText("Choose a reason or write one")).toBeTruthy();
    expect(await within(item).findByRole("radio", { name: "Advertising or spam" })).toBeTruthy();
    fireEvent.click(within(item).getByRole("radio", { name: "Another reason (write it)" }));
    fireEvent.change(within(item).getByRole("textbox", { name: "Your reason" }), {
      target: { value: "The numbers have no source" },
    });
    fireEvent.click(within(item).getByRole("button", { name: "Sign and submit" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign your decision" });
    expect(within(dialog).getByText("You reject this item: The numbers have no source")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign with wallet" }));

    expect(
      await screen.findByText("Decision recorded. The item waits for more members.", undefined, { timeout: 5_000 }),
    ).toBeTruthy();
    const [sent] = gateway.inputs("dao_article_set_status");
    expect(sent).toMatchObject({
      article_id: 7,
      decision: "reject",
      reason_id: 0,
      reason: "The numbers have no source",
    });
    // The web app signed exactly the typed data the gateway verifies.
    const typed = reviewTypedData(97, STAKING, {
      kind: "article",
      item_id: 7,
      decision: "reject",
      reason_id: 0,
      reason: "The numbers have no source",
      nonce: String(sent?.nonce),
      deadline: Number(sent?.deadline),
    });
    const signer = await recoverTypedDataAddress({ ...typed, signature: sent?.signature as `0x${string}` });
    expect(signer).toBe(REVIEWER.address);
  }, 20_000);

  it("shows the notice when the staking contract says no at decision time", async () => {
    gateway.answer({
      xman_permissions: () => member,
      dao_article_list: () => paged([waiting(7, "Staking basics")]),
      dao_article_detail: () => detail(7, "Staking basics"),
      dao_reason_list: () => reasons,
      dao_article_set_status: () => {
        throw new GatewayCallError("not a member", Code.NotDaoMember, 200);
      },
    });
    await renderWithApp(<ReviewArticlePage />, "/icmsdao/icms_dao_autonomy/article?article_type=1");
    fireEvent.click(await screen.findByRole("button", { name: "Open Staking basics" }));
    const item = await screen.findByRole("article", { name: "Staking basics" });
    fireEvent.click(await within(item).findByRole("radio", { name: "Pass" }));
    fireEvent.click(within(item).getByRole("button", { name: "Sign and submit" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Sign your decision" })).getByRole("button", {
        name: "Sign with wallet",
      }),
    );
    expect(await screen.findByText("not a member", undefined, { timeout: 5_000 })).toBeTruthy();
    expect(await within(item).findByTestId("not-dao-member")).toBeTruthy();
    expect(signTypedData).toHaveBeenCalledTimes(1);
  }, 20_000);

  it("shows the catalogue's message when the wallet's NFTs already decided, and closes the item", async () => {
    gateway.answer({
      xman_permissions: () => member,
      dao_article_list: () => paged([waiting(7, "Staking basics")]),
      dao_article_detail: () => detail(7, "Staking basics"),
      dao_reason_list: () => reasons,
      dao_article_set_status: () => {
        throw new GatewayCallError(codeMessage(Code.ReviewTokenAlreadyDecided, "en"), Code.ReviewTokenAlreadyDecided);
      },
    });
    await renderWithApp(<ReviewArticlePage />, "/icmsdao/icms_dao_autonomy/article?article_type=1");
    fireEvent.click(await screen.findByRole("button", { name: "Open Staking basics" }));
    const item = await screen.findByRole("article", { name: "Staking basics" });
    fireEvent.click(await within(item).findByRole("radio", { name: "Pass" }));
    fireEvent.click(within(item).getByRole("button", { name: "Sign and submit" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Sign your decision" })).getByRole("button", {
        name: "Sign with wallet",
      }),
    );
    expect(
      await screen.findByText("Your staked NFTs have already decided on this item in this round", undefined, {
        timeout: 5_000,
      }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("article", { name: "Staking basics" })).toBeNull());
  }, 20_000);

  it("shows the video queue from the switch, with its empty state", async () => {
    gateway.answer({
      xman_permissions: () => member,
      dao_article_list: (input) => paged(input.article_type === 2 ? [] : [waiting(7, "Staking basics")]),
    });
    await renderWithApp(<ReviewArticlePage />, "/icmsdao/icms_dao_autonomy/article?article_type=1");
    await screen.findByRole("button", { name: "Open Staking basics" });
    fireEvent.click(screen.getByRole("radio", { name: "Videos" }));
    expect(await screen.findByText("Nothing is waiting for review here.")).toBeTruthy();
    await waitFor(() => expect(gateway.inputs("dao_article_list").at(-1)).toMatchObject({ article_type: 2 }));
  });

  it("shows the not-a-DAO-user notice to a non-member, without asking for the queue", async () => {
    gateway.answer({ xman_permissions: () => ({ ...member, is_xman: false, staked_count: 0, staked_token_ids: [] }) });
    await renderWithApp(<ReviewArticlePage />, "/icmsdao/icms_dao_autonomy/article");
    expect(await screen.findByTestId("not-dao-member")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get DAO certification" }).getAttribute("href")).toBe(
      "/icmsdao/icms_dao_auth",
    );
    expect(gateway.inputs("dao_article_list")).toEqual([]);
  });
});
