import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { resyncSession } from "../../../session/session-store";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import { renderWithApp } from "../../../test/render";
import { HALF_PASSED, XMAN } from "../../../test/review-fixtures";
import { projectDetail, projectSummary } from "../project-fixtures";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
vi.mock("../../../wallet/queries", () => ({ useWalletEngine: () => ({ data: undefined, isPending: false }) }));
const { ReviewProjectPage } = await import("./ReviewProjectPage");

const member = XMAN;
const tally = HALF_PASSED;

describe("ReviewProjectPage", () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "2");
    resyncSession();
  });

  it("pages through the waiting projects and shows the one picked with its tally and history", async () => {
    gateway.answer({
      xman_permissions: () => member,
      dao_project_list: ({ page }) =>
        paged([{ ...projectSummary(page === 2 ? 12 : 7, { status: 0 }), review: tally }], 11, page as number),
      dao_project_detail: ({ project_id }) => ({
        ...projectDetail(project_id as number, { status: 0 }),
        review: tally,
        votes: [],
        history: [{ event: "submit", reasons: [], created_at: "2026-11-01T10:00:00.000Z" }],
      }),
      dao_reason_list: () => [],
    });
    await renderWithApp(<ReviewProjectPage />, "/icmsdao/icms_dao_autonomy/project");
    expect(await screen.findByText("11 waiting for review")).toBeTruthy();
    const card = await screen.findByRole("button", { name: "Open Project 7" });
    expect(within(card).getByText("Pass 1/2 NFTs")).toBeTruthy();
    fireEvent.click(card);
    const item = await screen.findByRole("article", { name: "Project 7" });
    expect(await within(item).findByText("The whole story.")).toBeTruthy();
    expect(within(item).getByText("Submitted")).toBeTruthy();
    expect(within(item).getByRole("radio", { name: "Pass" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByRole("button", { name: "Open Project 12" })).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Project 7" })).toBeNull();
    await waitFor(() => expect(gateway.inputs("dao_project_list").at(-1)).toMatchObject({ page: 2 }));
  });

  it("tells a non-member how to become one, without asking for the queue", async () => {
    gateway.answer({ xman_permissions: () => ({ ...member, is_xman: false, staked_count: 0, staked_token_ids: [] }) });
    await renderWithApp(<ReviewProjectPage />, "/icmsdao/icms_dao_autonomy/project");
    expect(await screen.findByTestId("not-dao-member")).toBeTruthy();
    expect(gateway.inputs("dao_project_list")).toEqual([]);
  });
});
