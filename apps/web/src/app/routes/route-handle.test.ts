import { describe, expect, it } from "vitest";
import { pageKey } from "./route-handle";

describe("pageKey", () => {
  const q = (search: string) => new URLSearchParams(search);

  it("changes with the route name", () => {
    expect(pageKey("SpacexArticle", {}, q(""))).not.toBe(pageKey("SpacexVideo", {}, q("")));
  });
  it("changes with an id, in the path or the query", () => {
    expect(pageKey("SocialIndex", { circle_id: "1" }, q(""))).not.toBe(
      pageKey("SocialIndex", { circle_id: "2" }, q("")),
    );
    expect(pageKey("SpacexArticleDetail", {}, q("article_id=1"))).not.toBe(
      pageKey("SpacexArticleDetail", {}, q("article_id=2")),
    );
    expect(pageKey("My", {}, q("uid=1"))).not.toBe(pageKey("My", {}, q("uid=2")));
  });
  it("stays the same for other query fields and field order", () => {
    expect(pageKey("Search", {}, q("keyword=a&ts=1"))).toBe(pageKey("Search", {}, q("keyword=b&ts=2")));
    expect(pageKey("X", {}, q("a_id=1&b_id=2"))).toBe(pageKey("X", {}, q("b_id=2&a_id=1")));
  });
});
