import { reviewTypedData } from "@icms/protocol";
import { notifications } from "@mantine/notifications";
import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { recoverTypedDataAddress } from "viem";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../app/query-client";
import { resyncSession } from "../../../session/session-store";
import { fakeGateway, paged } from "../../../test/fake-gateway";
import { renderWithApp } from "../../../test/render";
import { HALF_PASSED, REVIEWER, reviewerEngine, STAKING, XMAN } from "../../../test/review-fixtures";
import { attachment, courseSummary, directory, lesson } from "../edu-fixtures";

const gateway = fakeGateway();
vi.mock("../../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));

const engine = reviewerEngine((data) => REVIEWER.signTypedData(data as never));
vi.mock("../../../wallet/queries", () => ({ useWalletEngine: () => ({ data: engine, isPending: false }) }));
const { ReviewCoursePage } = await import("./ReviewCoursePage");
configure({ asyncUtilTimeout: 5_000 });

const member = XMAN;
const tally = HALF_PASSED;

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
      dao_course_lesson: (input) =>
        lesson(Number(input.lesson_id), {
          name: "Storage",
          attachments: [attachment(3, { file_name: "notes.pdf", url: "/media/attachment/3.pdf?u=2" })],
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
    // The player does not serve a course before it passes: its lessons open here, for the review.
    const dir = within(item).getByTestId("course-dir");
    expect(within(dir).getAllByTestId("dir-lesson").length).toBeGreaterThan(0);
    expect(within(dir).queryAllByRole("link")).toEqual([]);
    fireEvent.click(within(dir).getByRole("button", { name: "Storage" }));
    const preview = await screen.findByRole("dialog", { name: "Storage" });
    expect(await within(preview).findByText("Body of lesson 12")).toBeTruthy();
    expect(within(preview).getByText(/nothing of your viewing is recorded/)).toBeTruthy();
    expect(within(preview).getByRole("link", { name: /notes\.pdf/ })).toBeTruthy();
    expect(gateway.inputs("dao_course_lesson")).toEqual([{ lesson_id: 12 }]);
    fireEvent.click(within(preview).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Storage" })).toBeNull());
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
      REVIEWER.address,
    );
  }, 20_000);
});
