import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { apply, kolReviewer } from "../../../test/kol.js";
import { noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let reviewer: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  reviewer = await kolReviewer(gw);
});
afterAll(() => gw.close());

type Action = "approve" | "refuse" | "offline";
const setStatus = (kolId: number, action: Action, revision: number, reason = "") =>
  reviewer.client.call(api.user_msrv.kol_set_status, { kol_id: kolId, action, revision, reason });

describe("KOL status notices", () => {
  it("tells the applicant of a refusal with its reason", async () => {
    const applicant = await member(gw);
    const application = await apply(applicant);
    await setStatus(application.kol_id, "refuse", application.revision, "Too few followers");
    expect(await noticesOf(applicant, "kol_status")).toMatchObject([
      {
        actors: [],
        target: { type: "kol", id: application.kol_id, url: "/ucenter/kol_apply" },
        data: { status: "not_approved", reasons: "Too few followers" },
      },
    ]);
  });

  it("tells the applicant of an approval, then of being taken offline", async () => {
    const applicant = await member(gw);
    const application = await apply(applicant);
    await setStatus(application.kol_id, "approve", application.revision);
    await setStatus(application.kol_id, "offline", application.revision, "Inactive for a year");
    const statuses = (await noticesOf(applicant, "kol_status")).map((n) => n.data.status);
    expect(statuses).toEqual(["offline", "approved"]);
  });
});
