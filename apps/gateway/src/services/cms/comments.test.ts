import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code, codeMessage } from "@icms/protocol";
import { type Member, member, publish, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
let alice: Member;
let bob: Member;
let article: number;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
  article = await publish(alice, { title: "Liquid staking derivatives" });
});
afterAll(() => gw.close());

describe("comments", () => {
  it("adds comments and lists them newest first with their authors", async () => {
    const first = await bob.client.call(api.appcms_msrv.article_comment_add, {
      article_id: article,
      content: "  Which validators back the derivative?  ",
    });
    expect(first).toMatchObject({ content: "Which validators back the derivative?", author: { uid: bob.uid } });
    await alice.client.call(api.appcms_msrv.article_comment_add, { article_id: article, content: "好问题" });
    const page = await gw.client().call(api.appcms_msrv.article_comment_list, { article_id: article });
    expect(page.total).toBe(2);
    expect(page.list.map((c) => c.content)).toEqual(["好问题", "Which validators back the derivative?"]);
    expect((await gw.client().call(api.appcms_msrv.article_detail, { article_id: article })).comment_count).toBe(2);
  });

  it("answers 'Login to comment' without a session", async () => {
    const anonymous = gw.client(undefined, "en");
    const error = await anonymous
      .call(api.appcms_msrv.article_comment_add, { article_id: article, content: "Hello there" })
      .catch((e: Error & { code?: number }) => e);
    expect(error).toMatchObject({ code: Code.LoginToComment, message: "Login to comment" });
    expect(codeMessage(Code.LoginToComment, "zh-cn")).toBe("登录后评论");
  });

  it("refuses an empty comment (802000) and too little content (801132, a wide character counts 2)", async () => {
    const add = (content: string) =>
      bob.client.call(api.appcms_msrv.article_comment_add, { article_id: article, content });
    expect(await refusedWith(add("   "))).toBe(Code.CommentEmpty);
    const error = await add("ok").catch((e: Error & { code?: number }) => e);
    expect(error).toMatchObject({ code: Code.CommentTooShort, message: "Too little content..." });
    expect(await refusedWith(add("好"))).toBe(Code.CommentTooShort);
    await add("好文");
  });

  it("refuses the same text again within a minute (801109), not a different one", async () => {
    const add = (content: string) =>
      bob.client.call(api.appcms_msrv.article_comment_add, { article_id: article, content });
    await add("Nice summary of the risks");
    expect(await refusedWith(add("Nice summary of the risks"))).toBe(Code.AlreadyCommented);
    await add("And of the rewards");
  });

  it("keeps comments as text: markup comes back as typed, never as HTML", async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const saved = await bob.client.call(api.appcms_msrv.article_comment_add, { article_id: article, content: payload });
    expect(saved.content).toBe(payload);
  });

  it("answers 3002 for an item that is not online", async () => {
    const id = await publish(alice);
    await alice.client.call(api.appcms_msrv.my_article_set_status, { ids: [id], op: "offline" });
    expect(
      await refusedWith(
        bob.client.call(api.appcms_msrv.article_comment_add, { article_id: id, content: "Hello there" }),
      ),
    ).toBe(Code.NotFound);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.article_comment_list, { article_id: id }))).toBe(
      Code.NotFound,
    );
    expect((await alice.client.call(api.appcms_msrv.article_comment_list, { article_id: id })).total).toBe(0);
  });
});
