import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { approvedKol, kolReviewer } from "../../../test/kol.js";
import { noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let reviewer: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  reviewer = await kolReviewer(gw);
});
afterAll(() => gw.close());

describe("KOL profile like notices", () => {
  it("tells the KOL of likes of the profile, grouped", async () => {
    const kol = await member(gw);
    const approved = await approvedKol(kol, reviewer);
    const [a, b] = [await member(gw), await member(gw)];
    await a.client.call(api.user_msrv.kol_click_like, { kol_id: approved.kol_id });
    await b.client.call(api.user_msrv.kol_click_like, { kol_id: approved.kol_id });
    expect(await noticesOf(kol, "like")).toMatchObject([{ count: 2, target: { type: "kol", id: approved.kol_id } }]);
  });
});
