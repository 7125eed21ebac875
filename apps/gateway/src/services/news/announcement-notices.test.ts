import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { type Member, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";
import { member, operator } from "../../../test/news.js";
import { noticesOf } from "../../../test/received-notices.js";

let gw: TestGateway;
let announcer: Member;
let reader: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [announcer, reader] = await Promise.all([operator(gw, ["edit_announcement"]), member(gw)]);
});
afterAll(() => gw.close());

describe("announcement notices", () => {
  it("reach the active users by a job, not an account nobody signed in to lately, and say so once deleted", async () => {
    const idle = await gw.db.kysely
      .insertInto("users")
      .values({ wallet_addr: `0x${"1d".repeat(20)}` })
      .returning("uid")
      .executeTakeFirstOrThrow();
    const saved = await announcer.client.call(api.appcms_msrv.announcement_add_save, {
      lang: "en",
      title: "Maintenance window",
      abstract: "",
      content: "<p>The gateway restarts at 02:00 UTC.</p>",
    });
    await expect
      .poll(() => noticesOf(reader, "announcement"), { timeout: 20_000, interval: 200 })
      .toMatchObject([
        {
          actors: [],
          target: {
            type: "announcement",
            id: saved.announcement_id,
            title: "Maintenance window",
            url: `/noticeDetail?announcement_id=${saved.announcement_id}`,
          },
        },
      ]);
    const idleRows = await gw.db.kysely.selectFrom("notices").select("id").where("uid", "=", idle.uid).execute();
    expect(idleRows).toEqual([]);

    await announcer.client.call(api.appcms_msrv.announcement_del, { ids: [saved.announcement_id] });
    expect(await noticesOf(reader, "announcement")).toMatchObject([{ target: { deleted: true } }]);
  });
});
