import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { addActivity, operator } from "../../../test/activities.js";
import { type Member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { localSpan } from "./activities.js";

let gw: TestGateway;
let op: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  op = await operator(gw);
});
afterAll(() => gw.close());

const list = (input: object) => gw.client().call(api.appcms_msrv.activity_list, { page_size: 100, ...input });

describe("activity list, detail and calendar", () => {
  it("lists upcoming and ongoing activities first, soonest first, then ended ones, latest first", async () => {
    const ended = await addActivity(op, {
      lang: "ru",
      starts_at: "2025-03-10T10:00:00Z",
      ends_at: "2025-03-10T12:00:00Z",
      signup_deadline: "2025-03-09T10:00:00Z",
    });
    const endedEarlier = await addActivity(op, {
      lang: "ru",
      starts_at: "2025-02-10T10:00:00Z",
      ends_at: "2025-02-10T12:00:00Z",
      signup_deadline: "2025-02-09T10:00:00Z",
    });
    const later = await addActivity(op, {
      lang: "ru",
      starts_at: "2099-05-02T10:00:00Z",
      ends_at: "2099-05-02T12:00:00Z",
      signup_deadline: "2099-05-01T00:00:00Z",
    });
    const sooner = await addActivity(op, {
      lang: "ru",
      starts_at: "2099-05-01T10:00:00Z",
      ends_at: "2099-05-01T12:00:00Z",
      signup_deadline: "2099-04-30T00:00:00Z",
    });
    const page = await list({ lang: "ru" });
    expect(page.list.map((a) => a.activity_id)).toEqual([sooner, later, ended, endedEarlier]);
    expect(page.total).toBe(4);
    expect(page.list.map((a) => a.phase)).toEqual(["upcoming", "upcoming", "ended", "ended"]);
    const second = await gw.client().call(api.appcms_msrv.activity_list, { lang: "ru", page: 2, page_size: 3 });
    expect(second.list.map((a) => a.activity_id)).toEqual([endedEarlier]);
  });

  it("filters by kind, month and day in the caller's time zone", async () => {
    // 2099-07-01 02:00 at UTC+8 is still 2099-06-30 in UTC.
    const ama = await addActivity(op, {
      kind: "ama",
      lang: "zh",
      starts_at: "2099-06-30T18:00:00Z",
      ends_at: "2099-06-30T20:00:00Z",
      signup_deadline: "2099-06-30T10:00:00Z",
    });
    const hack = await addActivity(op, {
      kind: "hackathon",
      lang: "zh",
      starts_at: "2099-06-15T08:00:00Z",
      ends_at: "2099-06-17T08:00:00Z",
      signup_deadline: "2099-06-10T08:00:00Z",
    });
    const ids = async (input: object) => (await list({ lang: "zh", ...input })).list.map((a) => a.activity_id);
    expect(await ids({ month: "2099-06" })).toEqual([hack, ama]);
    expect(await ids({ month: "2099-06", tz_offset: 480 })).toEqual([hack]);
    expect(await ids({ month: "2099-07", tz_offset: 480 })).toEqual([ama]);
    expect(await ids({ date: "2099-07-01", tz_offset: 480 })).toEqual([ama]);
    expect(await ids({ kind: "hackathon" })).toEqual([hack]);

    const cal = await gw.client().call(api.appcms_msrv.activity_calendar, { month: "2099-06", lang: "zh" });
    expect(cal).toEqual({
      month: "2099-06",
      days: [
        { date: "2099-06-15", count: 1 },
        { date: "2099-06-30", count: 1 },
      ],
    });
    const east = await gw
      .client()
      .call(api.appcms_msrv.activity_calendar, { month: "2099-07", lang: "zh", tz_offset: 480 });
    expect(east.days).toEqual([{ date: "2099-07-01", count: 1 }]);
  });

  it("refuses malformed months and days (50500)", async () => {
    expect(await refusedWith(list({ month: "2099-13" }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(list({ date: "2099-02-30" }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(list({ tz_offset: 100_000 }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.activity_calendar, { month: "June" }))).toBe(
      Code.ParamInvalid,
    );
  });

  it("shows the detail with places left; unknown and deleted activities answer 3002", async () => {
    const id = await addActivity(op, { capacity: 5, content: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    const seen = await gw.client().call(api.appcms_msrv.activity_detail, { activity_id: id });
    expect(seen).toMatchObject({ places_left: 5, signup_open: true, my_signup: null, can_edit: false });
    expect(seen.content).toBe("<p>Hi</p>");
    expect(seen.author.uid).toBe(op.uid);
    expect((await op.client.call(api.appcms_msrv.activity_detail, { activity_id: id })).can_edit).toBe(true);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.activity_detail, { activity_id: 2_000_000 }))).toBe(
      Code.NotFound,
    );
  });

  it("maps local months and days to UTC instants", () => {
    expect(localSpan("2099-12", 0)).toEqual({
      from: new Date("2099-12-01T00:00:00Z"),
      to: new Date("2100-01-01T00:00:00Z"),
    });
    expect(localSpan("2099-03-31", 480)).toEqual({
      from: new Date("2099-03-30T16:00:00Z"),
      to: new Date("2099-03-31T16:00:00Z"),
    });
  });
});
