import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member } from "../../../test/cms.js";
import { submittedProject } from "../../../test/projects.js";
import { noticesOf } from "../../../test/received-notices.js";
import { type Reviewer, type ReviewSetup, reviewer, signedDecision, startReviewGateway } from "../../../test/review.js";

let setup: ReviewSetup;
let alice: Reviewer;
let owner: Member;
beforeAll(async () => {
  // One decision settles a project; alice is an X-Man.
  setup = await startReviewGateway(1);
  alice = await reviewer(setup, "alice");
  owner = await member(setup.gw);
});
afterAll(async () => setup?.close());

const decideOn = async (id: number, decision: "pass" | "reject", reason = "") =>
  alice.client.call(api.daoclub_msrv.dao_project_set_status, {
    project_id: id,
    ...(await signedDecision(setup, alice.account, { kind: "project", item_id: id, decision, reason_id: 0, reason })),
  });

const aboutProject = async (id: number) =>
  (await noticesOf(owner)).filter((n) => n.target?.type === "project" && n.target.id === id);

describe("project status notices", () => {
  it("tells the owner the project passed review, once (not as a review_passed as well)", async () => {
    const id = await submittedProject(owner);
    await decideOn(id, "pass");
    expect(await aboutProject(id)).toMatchObject([
      { kind: "project_status", data: { status: "passed" }, target: { url: `/project_detail?project_id=${id}` } },
    ]);
  });

  it("tells the owner the project was refused, with the reasons", async () => {
    const id = await submittedProject(owner);
    await decideOn(id, "reject", "The team is not named");
    expect(await aboutProject(id)).toMatchObject([
      { kind: "project_status", data: { status: "refused", reasons: "The team is not named" } },
    ]);
  });
});
