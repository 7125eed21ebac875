import { describe, expect, it } from "vitest";
import { listFilter } from "./CmsListPage";
import { commentProblem } from "./comment-rules";
import { articlePath, articleTypeParam, idParam } from "./paths";
import { shareTargets, shareUrl } from "./ShareLinks";

describe("comment rules", () => {
  it("says 'Too little content...' below four columns, a wide character counting 2", () => {
    expect(commentProblem("   ")).toBe("empty");
    expect(commentProblem("abc")).toBe("tooShort");
    expect(commentProblem("好")).toBe("tooShort");
    expect(commentProblem("很好")).toBeNull();
    expect(commentProblem("good")).toBeNull();
    expect(commentProblem("x".repeat(1001))).toBe("tooLong");
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
