import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, mediaUrl, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { member, operator, publishNews } from "../../../test/news.js";

let gw: TestGateway;
let editor: Member;
let announcer: Member;
let reader: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [editor, announcer, reader] = await Promise.all([
    operator(gw, ["edit_news"]),
    operator(gw, ["edit_announcement"]),
    member(gw),
  ]);
});
afterAll(() => gw.close());

const form = { kind: 1 as const, lang: "en" as const, title: "Rates", abstract: "", content: "<p>Rates held.</p>" };

describe("operators' news", () => {
  it("refuses saves, edits and deletes without edit_news (1006) and changes nothing", async () => {
    const id = await publishNews(editor);
    for (const who of [reader, announcer]) {
      expect(await refusedWith(who.client.call(api.appcms_msrv.information_add_save, form))).toBe(
        Code.PermissionDenied,
      );
      expect(
        await refusedWith(who.client.call(api.appcms_msrv.information_edit_save, { ...form, information_id: id })),
      ).toBe(Code.PermissionDenied);
      expect(await refusedWith(who.client.call(api.appcms_msrv.information_del, { ids: [id] }))).toBe(
        Code.PermissionDenied,
      );
    }
    expect(await refusedWith(gw.client().call(api.appcms_msrv.information_add_save, form))).toBe(Code.NotLoggedIn);
    const detail = await gw.client().call(api.appcms_msrv.information_detail, { information_id: id });
    expect(detail.title).not.toBe("Rates");
  });

  it("edits an item and deletes a batch, answering the ids that were online", async () => {
    const id = await publishNews(editor);
    const cover = mediaUrl("image");
    const edited = await editor.client.call(api.appcms_msrv.information_edit_save, {
      ...form,
      information_id: id,
      cover_url: cover,
    });
    expect(edited).toMatchObject({ information_id: id, title: "Rates", cover_url: cover, is_owner: true });
    expect(
      await refusedWith(
        editor.client.call(api.appcms_msrv.information_edit_save, { ...form, information_id: 999_999 }),
      ),
    ).toBe(Code.NotFound);
    expect(await editor.client.call(api.appcms_msrv.information_del, { ids: [id, 999_999] })).toEqual({ ids: [id] });
    expect(await editor.client.call(api.appcms_msrv.information_del, { ids: [id] })).toEqual({ ids: [] });
  });

  it("needs a body for report news but not for flash news, and an uploaded cover", async () => {
    expect(
      await refusedWith(editor.client.call(api.appcms_msrv.information_add_save, { ...form, content: "<p> </p>" })),
    ).toBe(Code.ParamInvalid);
    const flash = await editor.client.call(api.appcms_msrv.information_add_save, { ...form, kind: 2, content: "" });
    expect(flash.kind).toBe(2);
    expect(
      await refusedWith(
        editor.client.call(api.appcms_msrv.information_add_save, { ...form, cover_url: "https://example.com/a.png" }),
      ),
    ).toBe(Code.ParamInvalid);
  });
});
