import { describe, expect, it } from "vitest";
import { visitorId, visitSource } from "./visits";

const page = (path: string) => new URL(`https://icms.example${path}`);

describe("visit source", () => {
  it("gives another site's host, without its path", () => {
    expect(
      visitSource(page("/appcms/spacex_article_detail?article_id=7"), "https://www.Google.com/search?q=x"),
    ).toEqual({
      referrer_host: "www.google.com",
    });
  });

  it("gives this site's previous path, so a planet's page can be told apart", () => {
    expect(
      visitSource(page("/appcms/spacex_article_detail?article_id=7"), "https://icms.example/appsocial/social_index/4"),
    ).toEqual({ referrer_host: "icms.example", referrer_path: "/appsocial/social_index/4" });
  });

  it("gives the forward credit and the short link of the address", () => {
    expect(
      visitSource(page("/appcms/spacex_article_detail?article_id=7&is_forward=1&forward_uid=5&sl=Ab3dE6gH"), null),
    ).toEqual({ referrer_host: "", is_forward: 1, forward_uid: 5, short_code: "Ab3dE6gH" });
  });

  it("drops what the gateway would refuse", () => {
    expect(
      visitSource(
        page("/appcms/spacex_article_detail?is_forward=1&forward_uid=0&sl=not-a-code"),
        "javascript:alert(1)",
      ),
    ).toEqual({ referrer_host: "" });
    expect(visitSource(page("/x?is_forward=0&forward_uid=5"), "not a url")).toEqual({ referrer_host: "" });
  });

  it("keeps one anonymous visitor id in this browser", () => {
    const first = visitorId();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(visitorId()).toBe(first);
  });
});
