import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import type { Member } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { member, operator, publishNews } from "../../../test/news.js";
import { startContentGateway } from "../../../test/cms.js";

let gw: TestGateway;
let editor: Member;
let reader: Member;
let other: Member;
let item: number;
beforeAll(async () => {
  gw = await startContentGateway();
  [editor, reader, other] = await Promise.all([operator(gw), member(gw), member(gw)]);
  item = await publishNews(editor);
});
afterAll(() => gw.close());

const call = (who: Member, action: "information_add_bullish" | "information_add_bearish") =>
  who.client.call(api.appcms_msrv[action], { information_id: item });

describe("stances", () => {
  it("keeps one stance per reader: bullish, bullish again, then bearish moves the count", async () => {
    expect(await call(reader, "information_add_bullish")).toEqual({
      stance: "bullish",
      bullish_count: 1,
      bearish_count: 0,
    });
    expect(await call(reader, "information_add_bullish")).toEqual({
      stance: "bullish",
      bullish_count: 1,
      bearish_count: 0,
    });
    expect(await call(other, "information_add_bullish")).toEqual({
      stance: "bullish",
      bullish_count: 2,
      bearish_count: 0,
    });
    expect(await call(reader, "information_add_bearish")).toEqual({
      stance: "bearish",
      bullish_count: 1,
      bearish_count: 1,
    });
    const detail = await reader.client.call(api.appcms_msrv.information_detail, { information_id: item });
    expect(detail).toMatchObject({ stance: "bearish", bullish_count: 1, bearish_count: 1 });
    const anonymous = await gw.client().call(api.appcms_msrv.information_detail, { information_id: item });
    expect(anonymous.stance).toBeNull();
    const rows = await gw.db.query<{ n: number }>("SELECT count(*)::int AS n FROM news_stances WHERE news_id = $1", [
      item,
    ]);
    expect(rows[0]?.n).toBe(2);
  });

  it("keeps the counts equal to the stances under concurrent switches", async () => {
    const id = await publishNews(editor);
    const flips = Array.from({ length: 8 }, (_, i) =>
      reader.client.call(api.appcms_msrv[i % 2 ? "information_add_bearish" : "information_add_bullish"], {
        information_id: id,
      }),
    );
    await Promise.all(flips);
    const detail = await reader.client.call(api.appcms_msrv.information_detail, { information_id: id });
    expect(detail.bullish_count + detail.bearish_count).toBe(1);
    expect(detail[detail.stance === "bullish" ? "bullish_count" : "bearish_count"]).toBe(1);
  });

  it("needs a session and an online item", async () => {
    expect(await refusedWith(gw.client().call(api.appcms_msrv.information_add_bullish, { information_id: item }))).toBe(
      Code.NotLoggedIn,
    );
    expect(
      await refusedWith(reader.client.call(api.appcms_msrv.information_add_bearish, { information_id: 999_999 })),
    ).toBe(Code.NotFound);
  });
});

describe("likes", () => {
  it("counts a like once (801103) and never the author's own (801104)", async () => {
    expect(await reader.client.call(api.appcms_msrv.information_add_like, { information_id: item })).toEqual({
      is_like: true,
      like_count: 1,
    });
    expect(await refusedWith(reader.client.call(api.appcms_msrv.information_add_like, { information_id: item }))).toBe(
      Code.AlreadyLiked,
    );
    expect(await refusedWith(editor.client.call(api.appcms_msrv.information_add_like, { information_id: item }))).toBe(
      Code.CannotLikeOwn,
    );
    expect(
      await refusedWith(reader.client.call(api.appcms_msrv.information_add_like, { information_id: 999_999 })),
    ).toBe(Code.NotFound);
    expect((await reader.client.call(api.appcms_msrv.information_detail, { information_id: item })).is_like).toBe(true);
  });
});
