import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member } from "../../../test/cms.js";
import { refusedWith } from "../../../test/harness.js";
import { draftProject, projectForm, submittedProject } from "../../../test/projects.js";
import { type Reviewer, type ReviewSetup, reviewer, signedDecision, startReviewGateway } from "../../../test/review.js";

let setup: ReviewSetup;
let alice: Reviewer;
let bob: Reviewer;
let carol: Reviewer;
let owner: Member;

beforeAll(async () => {
  setup = await startReviewGateway(3);
  [alice, bob, carol, owner] = await Promise.all([
    reviewer(setup, "alice"),
    reviewer(setup, "bob"),
    reviewer(setup, "carol"),
    member(setup.gw),
  ]);
});
afterAll(async () => setup?.close());

const decide = async (
  who: Reviewer,
  id: number,
  decision: "pass" | "reject",
  reason: { reason?: string; reason_id?: number } = {},
  kind: "project" | "course" = "project",
) =>
  who.client.call(api.daoclub_msrv.dao_project_set_status, {
    project_id: id,
    ...(await signedDecision(setup, who.account, { kind, item_id: id, decision, ...reason })),
  });

describe("daoclub_msrv/dao_project_*", () => {
  it("keeps a submitted project pending and unlisted until members pass it", async () => {
    const project_id = await submittedProject(owner);
    expect(await refusedWith(setup.gw.client().call(api.appcms_msrv.project_detail, { project_id }))).toBe(
      Code.NotFound,
    );
    const queue = await alice.client.call(api.daoclub_msrv.dao_project_list, { page_size: 100 });
    expect(queue.list.map((p) => p.project_id)).toContain(project_id);
    const detail = await alice.client.call(api.daoclub_msrv.dao_project_detail, { project_id });
    expect(detail).toMatchObject({ status: 0, review: { pass_count: 0, quorum: 3 }, history: [{ event: "submit" }] });

    expect((await decide(alice, project_id, "pass")).status).toBe("audit");
    expect((await decide(carol, project_id, "pass")).status).toBe("online");
    const listed = await setup.gw.client().call(api.appcms_msrv.project_detail, { project_id });
    expect(listed.status).toBe(1);
    expect(listed.passed_at).not.toBeNull();
    const mine = await owner.client.call(api.appcms_msrv.project_my_detail, { project_id });
    expect(mine.history.map((h) => h.event)).toEqual(["pass", "submit"]);
    expect(await refusedWith(alice.client.call(api.daoclub_msrv.dao_project_detail, { project_id }))).toBe(
      Code.NotFound,
    );
  });

  it("refuses a project with the reasons, lets the owner edit and resubmit it, and keeps the history", async () => {
    const project_id = await submittedProject(owner);
    expect(await refusedWith(decide(alice, project_id, "reject"))).toBe(Code.ReviewReasonRequired);
    await decide(alice, project_id, "reject", { reason: "No audit report" });
    expect((await decide(carol, project_id, "reject", { reason_id: 2 })).status).toBe("refused");
    const refused = await owner.client.call(api.appcms_msrv.project_my_detail, { project_id });
    expect(refused).toMatchObject({ status: 2, reasons: ["No audit report", "Advertising or spam"] });

    // Edited, it stays refused with its reasons until submitted again.
    const edited = await owner.client.call(api.appcms_msrv.project_edit_save, {
      project_id,
      ...projectForm({ title: "Orbit, with an audit" }),
    });
    expect(edited.status).toBe(2);
    expect((await owner.client.call(api.appcms_msrv.project_edit_finish, { project_id })).status).toBe(0);
    expect(await refusedWith(owner.client.call(api.appcms_msrv.project_edit_finish, { project_id }))).toBe(
      Code.ProjectPending,
    );
    const round = await alice.client.call(api.daoclub_msrv.dao_project_detail, { project_id });
    expect(round.review).toMatchObject({ pass_count: 0, reject_count: 0 });
    expect(round.history.map((h) => h.event)).toEqual(["submit", "refuse", "submit"]);
    await decide(alice, project_id, "pass");
    expect((await decide(carol, project_id, "pass")).status).toBe("online");
    const mine = await owner.client.call(api.appcms_msrv.project_my_detail, { project_id });
    expect(mine).toMatchObject({ status: 1, reasons: [], title: "Orbit, with an audit" });
    expect(mine.history.map((h) => [h.event, h.reasons])).toEqual([
      ["pass", []],
      ["submit", []],
      ["refuse", ["No audit report", "Advertising or spam"]],
      ["submit", []],
    ]);
  });

  it("is for members only (801124), once per member (801123), never one's own, with a signature for projects", async () => {
    const project_id = await submittedProject(owner);
    expect(await refusedWith(bob.client.call(api.daoclub_msrv.dao_project_list, {}))).toBe(Code.NotDaoMember);
    expect(await refusedWith(bob.client.call(api.daoclub_msrv.dao_project_detail, { project_id }))).toBe(
      Code.NotDaoMember,
    );
    expect(await refusedWith(decide(alice, project_id, "pass", {}, "course"))).toBe(Code.ReviewSignatureInvalid);
    await decide(alice, project_id, "pass");
    expect(await refusedWith(decide(alice, project_id, "pass"))).toBe(Code.AlreadyReviewed);
    const own = await submittedProject(alice as unknown as Member);
    expect(await refusedWith(decide(alice, own, "pass"))).toBe(Code.PermissionDenied);
    expect(await refusedWith(decide(carol, await draftProject(owner), "pass"))).toBe(Code.NotFound);
    expect(await refusedWith(decide(carol, 2_000_000, "pass"))).toBe(Code.NotFound);
  });
});
