import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { apply, kolReviewer } from "../../../test/kol.js";

let gw: TestGateway;
let reviewer: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  reviewer = await kolReviewer(gw);
});
afterAll(() => gw.close());

type Action = "approve" | "refuse" | "offline";
const setStatus = (who: Member, kolId: number, action: Action, revision = 1, reason = "") =>
  who.client.call(api.user_msrv.kol_set_status, { kol_id: kolId, action, revision, reason });

describe("operators only", () => {
  it("answers 1006 to users without review_kol (or holding it at 0), 1002 without a session", async () => {
    const applicant = await member(gw);
    const app = await apply(applicant);
    const plain = await member(gw);
    const revoked = await member(gw);
    await gw.db.kysely
      .insertInto("user_privileges")
      .values({ uid: revoked.uid, privilege_code: "review_kol", val: 0 })
      .execute();
    for (const who of [plain, revoked, applicant]) {
      expect(await refusedWith(who.client.call(api.user_msrv.kol_review_list, {}))).toBe(Code.PermissionDenied);
      expect(await refusedWith(setStatus(who, app.kol_id, "approve"))).toBe(Code.PermissionDenied);
    }
    expect(await refusedWith(gw.client().call(api.user_msrv.kol_review_list, {}))).toBe(Code.NotLoggedIn);
    expect(await applicant.client.call(api.user_msrv.kol_mine, {})).toMatchObject({ state: "under_review" });
  });
});

describe("kol_set_status", () => {
  it("approve and refuse act on an application under review only (801123 once decided)", async () => {
    const [x, y] = [await member(gw), await member(gw)];
    const ax = await apply(x);
    const ay = await apply(y);
    expect(await setStatus(reviewer, ax.kol_id, "approve")).toMatchObject({ state: "approved", reason: "" });
    expect(await refusedWith(setStatus(reviewer, ax.kol_id, "approve"))).toBe(Code.AlreadyReviewed);
    expect(await refusedWith(setStatus(reviewer, ax.kol_id, "refuse", 1, "Late"))).toBe(Code.AlreadyReviewed);
    expect(await setStatus(reviewer, ay.kol_id, "refuse", 1, "No video of yourself")).toMatchObject({
      state: "not_approved",
      reason: "No video of yourself",
    });
    expect(await refusedWith(setStatus(reviewer, ay.kol_id, "approve"))).toBe(Code.AlreadyReviewed);
    expect(await refusedWith(setStatus(reviewer, 2_000_000_000, "approve"))).toBe(Code.NotFound);
  });

  it("refusing and taking offline need a reason (801139) of at most 200 characters", async () => {
    const who = await member(gw);
    const app = await apply(who);
    expect(await refusedWith(setStatus(reviewer, app.kol_id, "refuse", 1, "   "))).toBe(Code.ReviewReasonRequired);
    expect(await refusedWith(setStatus(reviewer, app.kol_id, "refuse", 1, "x".repeat(201)))).toBe(Code.ParamInvalid);
    expect(await refusedWith(setStatus(reviewer, app.kol_id, "hide" as Action))).toBe(Code.ParamInvalid);
    await setStatus(reviewer, app.kol_id, "approve");
    expect(await refusedWith(setStatus(reviewer, app.kol_id, "offline"))).toBe(Code.ReviewReasonRequired);
    expect(await who.client.call(api.user_msrv.kol_mine, {})).toMatchObject({ state: "approved" });
  });

  it("takes only an approved KOL offline: 801191 otherwise, 801128 when already offline", async () => {
    const [x, y] = [await member(gw), await member(gw)];
    const ax = await apply(x);
    const ay = await apply(y);
    expect(await refusedWith(setStatus(reviewer, ax.kol_id, "offline", 1, "Spam"))).toBe(Code.KolNotApproved);
    await setStatus(reviewer, ay.kol_id, "refuse", 1, "Incomplete");
    expect(await refusedWith(setStatus(reviewer, ay.kol_id, "offline", 1, "Spam"))).toBe(Code.KolNotApproved);
    await setStatus(reviewer, ax.kol_id, "approve");
    const off = await setStatus(reviewer, ax.kol_id, "offline", 1, "Impersonation reported");
    expect(off).toMatchObject({ state: "offline", reason: "Impersonation reported" });
    expect(await refusedWith(setStatus(reviewer, ax.kol_id, "offline", 1, "Again"))).toBe(Code.AlreadyOffline);
    expect(await refusedWith(setStatus(reviewer, ax.kol_id, "approve"))).toBe(Code.AlreadyReviewed);
    const listed = await gw.client().call(api.user_msrv.kol_user_list, { page_size: 100 });
    expect(listed.list.map((kol) => kol.kol_id)).not.toContain(ax.kol_id);
  });
});

describe("kol_review_list", () => {
  it("lists applications by state with their contact details, waiting ones oldest first", async () => {
    const [x, y, z] = [await member(gw), await member(gw), await member(gw)];
    const ax = await apply(x);
    const ay = await apply(y);
    const az = await apply(z);
    await setStatus(reviewer, ay.kol_id, "refuse", 1, "Off topic");
    const waiting = await reviewer.client.call(api.user_msrv.kol_review_list, {
      state: "under_review",
      page_size: 100,
    });
    const ids = waiting.list.map((kol) => kol.kol_id);
    expect(ids).toContain(ax.kol_id);
    expect(ids).toContain(az.kol_id);
    expect(ids).not.toContain(ay.kol_id);
    expect(ids.indexOf(ax.kol_id)).toBeLessThan(ids.indexOf(az.kol_id));
    expect(waiting.total).toBe(waiting.list.length);
    expect(waiting.list.every((kol) => kol.state === "under_review")).toBe(true);
    expect(waiting.list.find((kol) => kol.kol_id === ax.kol_id)).toMatchObject({
      email: `kol${x.uid}@example.org`,
      phone_e164: "+8613812345678",
      revision: 1,
    });

    const refused = await reviewer.client.call(api.user_msrv.kol_review_list, { state: "not_approved" });
    expect(refused.list.map((kol) => kol.kol_id)).toContain(ay.kol_id);
    const all = await reviewer.client.call(api.user_msrv.kol_review_list, { page_size: 1 });
    expect(all.list).toHaveLength(1);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(
      await refusedWith(reviewer.client.call(api.user_msrv.kol_review_list, { state: "none" as "approved" })),
    ).toBe(Code.ParamInvalid);
  });
});
