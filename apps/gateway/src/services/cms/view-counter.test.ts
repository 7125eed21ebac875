import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, member, publish, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  alice = await member(gw);
});
afterAll(() => gw.close());

describe("views", () => {
  it("counts views, written in batches", async () => {
    const id = await publish(alice);
    await gw.client().call(api.appcms_msrv.article_detail, { article_id: id });
    const second = await gw.client().call(api.appcms_msrv.article_detail, { article_id: id });
    expect(second.view_count).toBe(2);
  });
});
