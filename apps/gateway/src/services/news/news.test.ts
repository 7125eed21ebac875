import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { member, operator, publishNews } from "../../../test/news.js";

let gw: TestGateway;
let editor: Member;
let reader: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [editor, reader] = await Promise.all([operator(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("lists and detail", () => {
  it("lists online items newest first, by kind and language", async () => {
    const report = await publishNews(editor, { title: "Weekly report" });
    const flash = await publishNews(editor, { kind: 2, lang: "zh", title: "快讯：以太坊升级", content: "" });
    const reports = await gw.client().call(api.appcms_msrv.information_list, { kind: 1 });
    expect(reports.list.map((n) => n.information_id)).toContain(report);
    expect(reports.list.map((n) => n.information_id)).not.toContain(flash);
    const zhFlash = await gw.client().call(api.appcms_msrv.information_list, { kind: 2, lang: "zh" });
    expect(zhFlash).toMatchObject({ total: 1, list: [{ information_id: flash, kind: 2, lang: "zh" }] });
    const all = await gw.client().call(api.appcms_msrv.information_list, {});
    expect(all.list[0]?.information_id).toBe(flash);
    expect(all.total).toBe(2);
  });

  it("answers an online item with its cleaned body, and 3002 once deleted or unknown", async () => {
    const id = await publishNews(editor, { content: '<p onclick="x()">Body<script>alert(1)</script></p>' });
    const detail = await reader.client.call(api.appcms_msrv.information_detail, { information_id: id });
    expect(detail).toMatchObject({ information_id: id, is_like: false, stance: null, is_owner: false });
    expect(detail.content).not.toMatch(/script|onclick/);
    expect(detail.abstract).toBe("Body");
    await editor.client.call(api.appcms_msrv.information_del, { ids: [id] });
    expect(await refusedWith(gw.client().call(api.appcms_msrv.information_detail, { information_id: id }))).toBe(
      Code.NotFound,
    );
    expect(await refusedWith(gw.client().call(api.appcms_msrv.information_detail, { information_id: 999_999 }))).toBe(
      Code.NotFound,
    );
  });
});

describe("comments", () => {
  it("adds and lists comments with the shared rules", async () => {
    const id = await publishNews(editor);
    const comment = await reader.client.call(api.appcms_msrv.information_add_comment, {
      information_id: id,
      content: "Funding looks stretched",
    });
    expect(comment).toMatchObject({
      information_id: id,
      content: "Funding looks stretched",
      author: { uid: reader.uid },
    });
    const list = await gw.client().call(api.appcms_msrv.information_comment_list, { information_id: id });
    expect(list).toMatchObject({ total: 1, list: [{ comment_id: comment.comment_id }] });
    expect(
      await refusedWith(
        reader.client.call(api.appcms_msrv.information_add_comment, {
          information_id: id,
          content: "Funding looks stretched",
        }),
      ),
    ).toBe(Code.AlreadyCommented);
    expect(
      await refusedWith(
        reader.client.call(api.appcms_msrv.information_add_comment, { information_id: id, content: "  " }),
      ),
    ).toBe(Code.CommentEmpty);
    expect(
      await refusedWith(
        reader.client.call(api.appcms_msrv.information_add_comment, { information_id: id, content: "a" }),
      ),
    ).toBe(Code.CommentTooShort);
    expect(
      await refusedWith(
        gw.client().call(api.appcms_msrv.information_add_comment, { information_id: id, content: "Hello there" }),
      ),
    ).toBe(Code.LoginToComment);
    expect(
      await refusedWith(
        reader.client.call(api.appcms_msrv.information_add_comment, {
          information_id: 999_999,
          content: "Hello there",
        }),
      ),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(gw.client().call(api.appcms_msrv.information_comment_list, { information_id: 999_999 })),
    ).toBe(Code.NotFound);
  });
});
