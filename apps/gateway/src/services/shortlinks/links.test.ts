import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code, SHORT_CODE_PATTERN } from "@icms/protocol";
import { startContentGateway } from "../../../test/cms.js";
import { newWallet, replyOf, signIn, type TestGateway } from "../../../test/harness.js";
import { newShortCode } from "./links.js";

let gw: TestGateway;
let sharer: { uid: number; token: string; client: ReturnType<TestGateway["client"]> };
beforeAll(async () => {
  gw = await startContentGateway();
  const login = await signIn(gw, newWallet());
  sharer = { uid: login.uid, token: login.AccessToken, client: gw.client(login.session) };
});
afterAll(() => gw.close());

const ARTICLE = "/appcms/spacex_article_detail?article_id=12&article_type=1";

/** Posts a JSON body, as the shared client does, with the sharer's token when `token` is given. */
function postJson(body: unknown, token?: string, lang = "en") {
  return fetch(`${gw.url}/shortlink_api/api/url`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": lang, ...(token ? { accesstoken: token } : {}) },
    body: JSON.stringify(body),
  });
}

function postForm(fields: Record<string, string>, token?: string) {
  return fetch(`${gw.url}/shortlink_api/api/url`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(token ? { accesstoken: token } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

const visit = (code: string, headers: Record<string, string> = {}) =>
  fetch(`${gw.url}/s/${code}`, { redirect: "manual", headers });

describe("short links", () => {
  it("makes base62 codes of eight characters", () => {
    const codes = new Set(Array.from({ length: 200 }, newShortCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(SHORT_CODE_PATTERN);
  });

  it("takes JSON and form bodies, and answers the same code for the same page and sharer", async () => {
    const token = sharer.token;
    const first = await replyOf(await postJson({ data: { url: ARTICLE } }, token));
    expect(first.code).toBe(Code.Success);
    expect(first.data.short_url).toBe(`${gw.config.PUBLIC_ORIGIN}/s/${first.data.code}`);
    // The same page as a full URL on this origin, with a stale forward credit, in a form body.
    const again = await replyOf(
      await postForm(
        {
          data: JSON.stringify({
            url: `${gw.config.PUBLIC_ORIGIN}/appcms/spacex_article_detail?article_type=1&is_forward=1&forward_uid=99&article_id=12`,
          }),
        },
        token,
      ),
    );
    expect(again.data.code).toBe(first.data.code);
    // Without a session the link has no sharer: another code, itself stable.
    const anonymous = await replyOf(await postJson({ data: { url: ARTICLE } }));
    expect(anonymous.data.code).not.toBe(first.data.code);
    expect((await replyOf(await postJson({ data: JSON.stringify({ url: ARTICLE }) }))).data.code).toBe(
      anonymous.data.code,
    );
    const rows = await gw.db.query<{ n: string }>("SELECT count(*) AS n FROM short_links");
    expect(Number(rows[0]?.n)).toBe(2);
  });

  it("refuses pages that are not detail pages of this site, in the caller's language, storing nothing", async () => {
    const before = await gw.db.query<{ n: string }>("SELECT count(*) AS n FROM short_links");
    for (const url of [
      "/ucenter/profile",
      "/appcms/spacex_article_detail",
      "/appcms/spacex_article_detail?article_id=abc",
      "https://evil.example.org/appcms/news_item?information_id=1",
      "//evil.example.org/appcms/news_item?information_id=1",
      "javascript:alert(1)",
      "/appsocial/social_index/",
    ]) {
      const reply = await replyOf(await postJson({ data: { url } }));
      expect(reply.code, url).toBe(Code.ShortLinkPageRefused);
    }
    const ru = await replyOf(await postJson({ data: { url: "/index" } }, undefined, "ru"));
    expect(ru.msg).toMatch(/ссылку/);
    for (const body of [{}, { data: "{not json" }, { data: { url: 5 } }, { data: null }, []]) {
      const response = await postJson(body);
      expect(response.status).toBeLessThan(500);
      expect((await replyOf(response)).code).toBe(Code.ParamInvalid);
    }
    const after = await gw.db.query<{ n: string }>("SELECT count(*) AS n FROM short_links");
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it("redirects with the sharer's forward credit, counts visits and distinct visitors, and lists them", async () => {
    const token = sharer.token;
    const { data } = await replyOf(await postJson({ data: { url: "/appsocial/social_index/7" } }, token));
    const first = await visit(data.code, { "user-agent": "reader-a" });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(
      `/appsocial/social_index/7?sl=${data.code}&is_forward=1&forward_uid=${sharer.uid}`,
    );
    await visit(data.code, { "user-agent": "reader-a" });
    await visit(data.code, { "user-agent": "reader-b" });
    // A HEAD request is not a visit.
    const head = await fetch(`${gw.url}/s/${data.code}`, { method: "HEAD", redirect: "manual" });
    expect(head.status).toBe(302);

    const anonymous = (await replyOf(await postJson({ data: { url: "/appcms/news_item?information_id=3" } }))).data;
    expect((await visit(anonymous.code)).headers.get("location")).toBe(
      `/appcms/news_item?information_id=3&sl=${anonymous.code}`,
    );

    const list = await sharer.client.call(api.shortlink_msrv.shortlink_list, {});
    const link = list.list.find((l) => l.code === data.code);
    expect(link).toMatchObject({
      url: "/appsocial/social_index/7",
      visit_count: 3,
      visitors_today: 2,
      visitor_days: 2,
    });
    expect(list.list.every((l) => l.code !== anonymous.code)).toBe(true);
  });

  it("sends an unknown or malformed code to the not-found page", async () => {
    for (const code of ["ZZZZZZZZ", "short", "%E2%80%AE"]) {
      const response = await visit(code);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/404");
    }
  });
});
