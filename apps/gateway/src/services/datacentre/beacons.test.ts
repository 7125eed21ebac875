import { api, Code } from "@icms/protocol";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publish } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { agentClient, BROWSER, CRAWLER, datacentreGateway, type Person, person, rollToday } from "./test-kit.js";

let gw: TestGateway;
let alice: Person;
let bob: Person;
let carol: Person;

beforeAll(async () => {
  gw = await datacentreGateway();
  [alice, bob, carol] = [await person(gw), await person(gw), await person(gw)];
});
afterAll(() => gw.close());

async function pieceDay(articleId: number) {
  const { rows } = await sql<{ source: number; views: number; loads: number; reads: number }>`
    SELECT source, views, loads, reads FROM datacentre_piece_days WHERE kind = 1 AND piece_id = ${articleId}
     ORDER BY source`.execute(gw.db.kysely);
  return rows;
}

describe("view and read beacons", () => {
  it("counts a view once per viewer and day, every load as a load, and a read under its view's source", async () => {
    const article = await publish(alice);
    const anonymous = agentClient(gw, BROWSER);
    for (let i = 0; i < 3; i++) {
      const ack = await bob.client.call(api.datacentre_msrv.datacentre_view, { kind: "article", id: article });
      // bob's own client sends node's user agent, a robot's: kept, flagged, never counted.
      expect(ack.accepted).toBe(false);
    }
    const asBob = bob.browser;
    for (let i = 0; i < 3; i++) {
      expect(await asBob.call(api.datacentre_msrv.datacentre_view, { kind: "article", id: article })).toEqual({
        accepted: true,
      });
    }
    for (let i = 0; i < 2; i++) {
      await anonymous.call(api.datacentre_msrv.datacentre_view, {
        kind: "article",
        id: article,
        visitor_id: "visitor-0001",
        referrer_host: "www.google.com",
      });
    }
    await anonymous.call(api.datacentre_msrv.datacentre_read, {
      kind: "article",
      id: article,
      visitor_id: "visitor-0001",
    });
    await rollToday(gw);
    // direct: bob once (3 loads); search: the visitor once (2 loads), with their read.
    expect(await pieceDay(article)).toEqual([
      { source: 1, views: 1, loads: 3, reads: 0 },
      { source: 2, views: 1, loads: 2, reads: 1 },
    ]);
  });

  it("drops crawlers by user agent, the author's own views and pieces that are not online", async () => {
    const article = await publish(alice);
    const crawler = agentClient(gw, CRAWLER);
    expect(
      await crawler.call(api.datacentre_msrv.datacentre_view, {
        kind: "article",
        id: article,
        visitor_id: "crawler-0001",
      }),
    ).toEqual({ accepted: false });
    const asAlice = alice.browser;
    expect(await asAlice.call(api.datacentre_msrv.datacentre_view, { kind: "article", id: article })).toEqual({
      accepted: false,
    });
    const anonymous = agentClient(gw, BROWSER);
    expect(
      await anonymous.call(api.datacentre_msrv.datacentre_view, {
        kind: "video",
        id: article,
        visitor_id: "visitor-0002",
      }),
    ).toEqual({ accepted: false });
    const flagged = await sql<{ n: number }>`SELECT count(*)::int AS n FROM datacentre_events
      WHERE piece_id = ${article} AND is_bot`.execute(gw.db.kysely);
    expect(flagged.rows[0]?.n).toBe(1);
    await rollToday(gw);
    expect(await pieceDay(article)).toEqual([]);
  });

  it("drops a viewer past the minute's limit", async () => {
    const article = await publish(alice);
    const anonymous = agentClient(gw, BROWSER);
    const acks: boolean[] = [];
    for (let i = 0; i < 32; i++) {
      const ack = await anonymous.call(api.datacentre_msrv.datacentre_view, {
        kind: "article",
        id: article,
        visitor_id: "flooder-01",
      });
      acks.push(ack.accepted);
    }
    // The limit is 30 a minute; a minute boundary in the middle can only let more through.
    expect(acks.filter((a) => !a).length).toBeLessThanOrEqual(2);
    expect(acks.slice(0, 30).every(Boolean)).toBe(true);
  });

  it("attributes forwards, short links, planets, search engines and other sites", async () => {
    const article = await publish(alice);
    const anonymous = agentClient(gw, BROWSER);
    const view = (visitor: string, extra: Record<string, unknown>) =>
      anonymous.call(api.datacentre_msrv.datacentre_view, {
        kind: "article",
        id: article,
        visitor_id: visitor,
        ...extra,
      });
    await view("visitor-f1", { is_forward: 1, forward_uid: carol.uid, referrer_host: "t.co" });
    await view("visitor-f2", { is_forward: 1, forward_uid: carol.uid });
    await view("visitor-s1", { short_code: "AbCd1234", is_forward: 1, forward_uid: bob.uid });
    await view("visitor-p1", {
      referrer_host: new URL(gw.config.PUBLIC_ORIGIN).host,
      referrer_path: "/appsocial/social_index/3",
    });
    await view("visitor-i1", {
      referrer_host: new URL(gw.config.PUBLIC_ORIGIN).hostname,
      referrer_path: "/appcms/index",
    });
    await view("visitor-g1", { referrer_host: "www.bing.com" });
    await view("visitor-o1", { referrer_host: "news.ycombinator.com" });
    await rollToday(gw);
    expect((await pieceDay(article)).map((r) => [r.source, r.views])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 2],
      [5, 1],
      [6, 1],
    ]);
    const refs = await sql<{ source: number; ref: string; views: number }>`SELECT source, ref, views
      FROM datacentre_referral_days WHERE kind = 1 AND piece_id = ${article} ORDER BY source, ref`.execute(
      gw.db.kysely,
    );
    expect(refs.rows).toEqual([
      { source: 2, ref: "bing.com", views: 1 },
      { source: 3, ref: "AbCd1234", views: 1 },
      { source: 4, ref: String(carol.uid), views: 2 },
      { source: 6, ref: "news.ycombinator.com", views: 1 },
    ]);
  });

  it("refuses an anonymous beacon without a visitor id, and malformed fields, with 50500", async () => {
    const anonymous = agentClient(gw, BROWSER);
    const article = await publish(alice);
    expect(
      await refusedWith(anonymous.call(api.datacentre_msrv.datacentre_view, { kind: "article", id: article })),
    ).toBe(Code.ParamInvalid);
    for (const bad of [
      { visitor_id: "short" },
      { visitor_id: "visitor-0001", referrer_host: "evil host/" },
      { visitor_id: "visitor-0001", short_code: "no-such-code!" },
      { visitor_id: "visitor-0001", kind: "special" },
    ]) {
      expect(
        await refusedWith(
          anonymous.call(api.datacentre_msrv.datacentre_view, { kind: "article", id: article, ...bad } as never),
        ),
      ).toBe(Code.ParamInvalid);
    }
  });
});
