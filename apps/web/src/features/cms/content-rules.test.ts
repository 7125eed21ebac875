import { api, Code, taggedCode } from "@icms/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listFilter } from "./CmsListPage";
import { commentError } from "../../ui/content/comment-rules";
import { articlePath, articleTypeParam, idParam } from "../../app/paths";
import { shareTargets, shareUrl } from "./ShareLinks";

/** Comment-like text: CJK, kana, Hangul, emoji with modifiers and joiners, combining marks, spaces. */
const piece = fc.oneof(
  fc.constantFrom("a", " ", "中", "ｱ", "한", "😀", "👍🏻", "👩\u200d💻", "e\u0301", "\u0301", "\ufe0f", "\n", "𠀋"),
  fc.string({ unit: "grapheme", maxLength: 2 }),
  fc.string({ unit: "binary", maxLength: 2 }),
);
const commentText = fc.oneof(
  fc.array(piece, { maxLength: 6 }).map((pieces) => pieces.join("")),
  fc
    .tuple(fc.integer({ min: 997, max: 1002 }), fc.constantFrom("a", "中", "😀"), fc.array(piece, { maxLength: 3 }))
    .map(([n, fill, rest]) => fill.repeat(n) + rest.join("")),
);

describe("comment rules", () => {
  it("says 'Too little content...' below a width of 4, a wide character or an emoji counting 2", () => {
    expect(commentError("   ")?.key).toBe("cms.comments.emptyText");
    expect(commentError("abc")?.key).toBe("cms.comments.tooShort");
    expect(commentError("好")?.key).toBe("cms.comments.tooShort");
    expect(commentError("很好")).toBeNull();
    expect(commentError("😀😀")).toBeNull();
    expect(commentError("good")).toBeNull();
    expect(commentError("x".repeat(1001))).toEqual({ key: "cms.comments.tooLong", values: { max: 1000 } });
  });

  it("agrees with the gateway's schema on any text, with the same catalogue code", () => {
    const schema = api.appcms_msrv.article_comment_add.input;
    const codes: Record<string, number | undefined> = {
      "cms.comments.emptyText": Code.CommentEmpty,
      "cms.comments.tooShort": Code.CommentTooShort,
      "cms.comments.tooLong": undefined,
    };
    fc.assert(
      fc.property(commentText, (text) => {
        const error = commentError(text);
        // The form sends the text trimmed.
        const result = schema.safeParse({ article_id: 1, content: text.trim() });
        expect(result.success).toBe(error === null);
        if (error) {
          const tagged = result.error?.issues.map((issue) => taggedCode(issue.message)).find((code) => code);
          expect(tagged).toBe(codes[error.key]);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("content paths", () => {
  it("sends videos to the video page and the rest to the article page", () => {
    expect(articlePath({ article_id: 7, article_type: 2 })).toBe(
      "/appcms/spacex_video_detail?article_id=7&article_type=2",
    );
    expect(articlePath({ article_id: 7, article_type: 1 })).toBe(
      "/appcms/spacex_article_detail?article_id=7&article_type=1",
    );
  });
  it("reads ids and article types from the query", () => {
    expect(idParam("12")).toBe(12);
    expect(idParam("-1")).toBe(0);
    expect(idParam("1.5")).toBe(0);
    expect(idParam(null)).toBe(0);
    expect(articleTypeParam("2")).toBe(2);
    expect(articleTypeParam("4")).toBeUndefined();
  });
});

describe("cmslist", () => {
  const filter = (query: string) => listFilter(new URLSearchParams(query));
  it("maps list_type (with special_id or tag) to the article_list filter", () => {
    expect(filter("list_type=video")).toMatchObject({ type: "video", filter: { article_type: 2 }, layout: "tile" });
    expect(filter("list_type=howto").filter).toEqual({ is_howto: 1 });
    expect(filter("list_type=special&special_id=4").filter).toEqual({ special_id: 4 });
    expect(filter("special_id=4")).toMatchObject({ type: "special", filter: { special_id: 4 } });
    expect(filter("list_type=tag&tag=defi").filter).toEqual({ tag: "defi" });
    expect(filter("list_type=nonsense")).toMatchObject({ type: "article", filter: { article_type: 1 } });
  });
});

describe("share links", () => {
  it("marks the shared page as forwarded by the signed-in reader", () => {
    expect(
      shareUrl("/appcms/spacex_article_detail?article_id=3&is_forward=1&forward_uid=9", "https://icms.example", "5"),
    ).toBe("https://icms.example/appcms/spacex_article_detail?article_id=3&is_forward=1&forward_uid=5");
    expect(shareUrl("/appcms/spacex_article_detail?article_id=3", "https://icms.example", null)).toBe(
      "https://icms.example/appcms/spacex_article_detail?article_id=3",
    );
  });
  it("encodes the link and title for each network", () => {
    const targets = shareTargets("https://icms.example/a?b=1&c=2", "Staking & you");
    expect(targets.map((target) => target.key)).toEqual(["x", "facebook", "telegram", "weibo"]);
    expect(targets[0]?.href).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Ficms.example%2Fa%3Fb%3D1%26c%3D2&text=Staking%20%26%20you",
    );
  });
});
