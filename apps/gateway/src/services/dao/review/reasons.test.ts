import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../../../test/harness.js";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

describe("daoclub_msrv/dao_reason_list", () => {
  it("answers the rejection reasons in list order, in zh, en and ru, to anyone", async () => {
    const reasons = await gw.client().call(api.daoclub_msrv.dao_reason_list, {});
    expect(reasons.map((reason) => reason.reason_id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(reasons[1]).toEqual({
      reason_id: 2,
      zh: "广告或垃圾信息",
      en: "Advertising or spam",
      ru: "Реклама или спам",
    });
    for (const reason of reasons)
      for (const text of [reason.zh, reason.en, reason.ru]) expect(text.trim()).not.toBe("");
  });

  it("leaves out a reason an operator disabled", async () => {
    await gw.db.query("UPDATE review_reasons SET disabled_at = now() WHERE id = 4");
    try {
      const reasons = await gw.client().call(api.daoclub_msrv.dao_reason_list, {});
      expect(reasons.map((reason) => reason.reason_id)).toEqual([1, 2, 3, 5, 6]);
    } finally {
      await gw.db.query("UPDATE review_reasons SET disabled_at = NULL WHERE id = 4");
    }
  });
});
