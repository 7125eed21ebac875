import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { member, operator } from "../../../test/news.js";

let gw: TestGateway;
let announcer: Member;
let newsEditor: Member;
let reader: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [announcer, newsEditor, reader] = await Promise.all([
    operator(gw, ["edit_announcement"]),
    operator(gw, ["edit_news"]),
    member(gw),
  ]);
});
afterAll(() => gw.close());

const form = {
  lang: "en" as const,
  title: "Maintenance window",
  abstract: "",
  content: "<p>The gateway restarts at 02:00 UTC.<img src=x onerror=alert(1)></p>",
};

describe("announcements", () => {
  it("publishes, lists newest first, shows, edits and deletes", async () => {
    const saved = await announcer.client.call(api.appcms_msrv.announcement_add_save, form);
    expect(saved).toMatchObject({ title: "Maintenance window", abstract: "The gateway restarts at 02:00 UTC." });
    expect(saved.content).not.toContain("onerror");
    const second = await announcer.client.call(api.appcms_msrv.announcement_add_save, {
      ...form,
      title: "Listing",
      lang: "zh",
    });
    const list = await gw.client().call(api.appcms_msrv.announcement_list, {});
    expect(list.list.map((a) => a.announcement_id)).toEqual([second.announcement_id, saved.announcement_id]);
    expect((await gw.client().call(api.appcms_msrv.announcement_list, { lang: "zh" })).total).toBe(1);
    const id = saved.announcement_id;
    expect(await gw.client().call(api.appcms_msrv.announcement_detail, { announcement_id: id })).toMatchObject({
      announcement_id: id,
    });
    const edited = await announcer.client.call(api.appcms_msrv.announcement_edit_save, {
      ...form,
      announcement_id: id,
      title: "Maintenance moved",
    });
    expect(edited.title).toBe("Maintenance moved");
    expect(await announcer.client.call(api.appcms_msrv.announcement_del, { ids: [id] })).toEqual({ ids: [id] });
    expect(await refusedWith(gw.client().call(api.appcms_msrv.announcement_detail, { announcement_id: id }))).toBe(
      Code.NotFound,
    );
    expect(
      await refusedWith(
        announcer.client.call(api.appcms_msrv.announcement_edit_save, { ...form, announcement_id: id }),
      ),
    ).toBe(Code.NotFound);
  });

  it("refuses writers without edit_announcement (1006) and an empty body", async () => {
    for (const who of [reader, newsEditor]) {
      expect(await refusedWith(who.client.call(api.appcms_msrv.announcement_add_save, form))).toBe(
        Code.PermissionDenied,
      );
      expect(
        await refusedWith(who.client.call(api.appcms_msrv.announcement_edit_save, { ...form, announcement_id: 1 })),
      ).toBe(Code.PermissionDenied);
      expect(await refusedWith(who.client.call(api.appcms_msrv.announcement_del, { ids: [1] }))).toBe(
        Code.PermissionDenied,
      );
    }
    expect(
      await refusedWith(announcer.client.call(api.appcms_msrv.announcement_add_save, { ...form, content: "" })),
    ).toBe(Code.ParamInvalid);
  });
});
