import { api, Code } from "@icms/protocol";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publish } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { settleDue } from "../income/public.js";
import { addDays, dayOf, pruneEvents, rollupDay } from "./rollup.js";
import { agentClient, BROWSER, datacentreGateway, type Person, person, rollToday } from "./test-kit.js";

let gw: TestGateway;
let alice: Person;
let bob: Person;
let carol: Person;
let operator: Person;
let article: number;
const today = dayOf(new Date());

beforeAll(async () => {
  gw = await datacentreGateway();
  [alice, bob, carol, operator] = [await person(gw), await person(gw), await person(gw), await person(gw)];
  await gw.db.query("INSERT INTO user_privileges (uid, privilege_code, val) VALUES ($1, 'view_datacentre', 1)", [
    operator.uid,
  ]);
  article = await publish(alice);
  // Two visitors from carol's forward, one from a short link, bob directly; bob likes, collects, comments and follows.
  const anonymous = agentClient(gw, BROWSER);
  for (const visitor of ["visitor-fw-1", "visitor-fw-2"]) {
    await anonymous.call(api.datacentre_msrv.datacentre_view, {
      kind: "article",
      id: article,
      visitor_id: visitor,
      is_forward: 1,
      forward_uid: carol.uid,
    });
  }
  await anonymous.call(api.datacentre_msrv.datacentre_view, {
    kind: "article",
    id: article,
    visitor_id: "visitor-sl-1",
    short_code: "Xy12Ab34",
  });
  await bob.browser.call(api.datacentre_msrv.datacentre_view, { kind: "article", id: article });
  await bob.browser.call(api.datacentre_msrv.datacentre_read, { kind: "article", id: article });
  await bob.client.call(api.appcms_msrv.article_add_like, { article_id: article });
  await bob.client.call(api.appcms_msrv.article_collect_add, { article_id: article });
  await bob.client.call(api.appcms_msrv.article_comment_add, {
    article_id: article,
    content: "A clear account of fraud proofs.",
  });
  await bob.client.call(api.user_msrv.user_follow_save, { uid: alice.uid });
  await rollToday(gw);
}, 180_000);
afterAll(() => gw.close());

describe("the creator's figures", () => {
  it("answers the day's totals, with forward and short-link visits, and the follow from a viewer", async () => {
    const overview = await alice.client.call(api.datacentre_msrv.datacentre_overview, { days: 7 });
    expect(overview.range).toMatchObject({
      end: today,
      start: addDays(today, -6),
      days: 7,
      prev_end: addDays(today, -7),
    });
    expect(overview.totals).toMatchObject({
      views: 4,
      loads: 4,
      reads: 1,
      likes: 1,
      collects: 1,
      comments: 1,
      follows: 1,
      forward_visits: 2,
      shortlink_visits: 1,
    });
    expect(overview.previous.views).toBe(0);
    expect(overview.followers).toBe(1);
    expect(overview.pieces.article).toBe(1);
    expect(overview.rolled_up_to).toBe(today);
    const series = await alice.client.call(api.datacentre_msrv.datacentre_series, { days: 14 });
    expect(series.days).toHaveLength(14);
    expect(series.days.at(-1)).toMatchObject({ date: today, views: 4 });
    expect(series.days.slice(0, -1).every((d) => d.views === 0)).toBe(true);
  });

  it("answers one piece's analytics with its forwarders and short links", async () => {
    const piece = await alice.client.call(api.datacentre_msrv.datacentre_piece, {
      kind: "article",
      id: article,
      days: 30,
    });
    expect(piece.piece).toMatchObject({ kind: "article", id: article });
    expect(piece.totals).toMatchObject({ views: 4, forward_visits: 2, shortlink_visits: 1, likes: 1, follows: 1 });
    expect(piece.days).toHaveLength(30);
    expect(piece.sources.forwarders).toEqual([{ key: String(carol.uid), label: expect.any(String), views: 2 }]);
    expect(piece.sources.short_links).toEqual([{ key: "Xy12Ab34", label: "", views: 1 }]);
    expect(piece.sources.sources.find((s) => s.source === "direct")).toEqual({ source: "direct", views: 1, reads: 1 });
  });

  it("ranks the top pieces and exports the same figures as CSV", async () => {
    const second = await publish(alice);
    await agentClient(gw, BROWSER).call(api.datacentre_msrv.datacentre_view, {
      kind: "article",
      id: second,
      visitor_id: "visitor-top-1",
    });
    await rollToday(gw);
    const top = await alice.client.call(api.datacentre_msrv.datacentre_top_pieces, { days: 7 });
    expect(top.list.map((r) => [r.piece.id, r.totals.views])).toEqual([
      [article, 4],
      [second, 1],
    ]);
    expect(top.total).toBe(2);
    const byLikes = await alice.client.call(api.datacentre_msrv.datacentre_top_pieces, {
      days: 7,
      order: "likes",
      page_size: 1,
    });
    expect(byLikes.list.map((r) => r.piece.id)).toEqual([article]);
    const days = await alice.client.call(api.datacentre_msrv.datacentre_export, { days: 7 });
    const lines = days.csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "date,views,loads,reads,likes,comments,collects,follows,shares,forward_visits,shortlink_visits,contribution,income_ict_wei,income_icms_wei,income_usdt_wei",
    );
    expect(lines).toHaveLength(8);
    expect(lines[7]?.startsWith(`${today},5,5,1,1,1,1,1,0,2,1,`)).toBe(true);
    const pieces = await alice.client.call(api.datacentre_msrv.datacentre_export, { days: 7, table: "pieces" });
    expect(pieces.csv.split("\r\n")[1]?.startsWith(`article,${article},`)).toBe(true);
    expect(pieces.filename).toMatch(/^datacentre-me-pieces-/);
  });

  it("answers the followers day by day", async () => {
    const followers = await alice.client.call(api.datacentre_msrv.datacentre_followers, { days: 7 });
    expect(followers.points.at(-1)).toEqual({ date: today, total: 1, gained: 1 });
    expect(followers.points[0]).toMatchObject({ total: 0, gained: 0 });
  });

  it("attributes contribution points and ICT mining income to the piece that earned them", async () => {
    // Settle today's epoch as tomorrow's first settlement would: the approval and bob's like are scored.
    await settleDue(gw.db, new Date(Date.parse(`${addDays(today, 1)}T00:10:00Z`)));
    await rollupDay(gw.db, today, 30);
    const wallet = alice.wallet.toLowerCase();
    const [credit] = await gw.db.query<{ amount: string; score: number }>(
      "SELECT amount::text AS amount, score FROM income_credits WHERE wallet = $1 AND coin = 'ICT' AND kind = 'mining'",
      [wallet],
    );
    const [points] = await gw.db.query<{ n: number }>(
      `SELECT sum(points)::int AS n FROM contribution_ledger WHERE wallet = $1 AND
         ((source_kind = 'approved_content' AND source_id = $2) OR (source_kind = 'like_received' AND source_id LIKE $2 || ':%'))`,
      [wallet, String(article)],
    );
    expect(points?.n).toBe(11);
    expect(credit).toBeDefined();
    const piece = await alice.client.call(api.datacentre_msrv.datacentre_piece, {
      kind: "article",
      id: article,
      days: 7,
    });
    expect(piece.totals.contribution).toBe(11);
    expect(piece.totals.income.ICT).toBe(((BigInt(credit?.amount ?? 0) * 11n) / BigInt(credit?.score ?? 1)).toString());
    expect(BigInt(piece.totals.income.ICT) > 0n).toBe(true);
    // The forwarder's credited visits score for carol, not for alice's piece.
    const overview = await alice.client.call(api.datacentre_msrv.datacentre_overview, { days: 7 });
    expect(overview.totals.contribution).toBe(21); // the two approvals (10 each) and the like
  });
});

describe("rollups equal the raw events", () => {
  it("counts distinct viewers per piece, day and first source, loads and reads, without bots or floods, the same on a re-run", async () => {
    const day = "2026-03-10";
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const events: {
      at: string;
      event: number;
      kind: number;
      piece: number;
      viewer: string;
      source: number;
      bot: boolean;
    }[] = [];
    for (let i = 0; i < 1_500; i++) {
      const second = rand(86_000);
      events.push({
        at: new Date(Date.parse(`${day}T00:00:00Z`) + second * 1000).toISOString(),
        event: rand(4) === 0 ? 2 : 1,
        kind: 1 + rand(5),
        piece: 900_000 + rand(6),
        viewer: `a:v${rand(120)}`,
        source: 1 + rand(6),
        bot: rand(25) === 0,
      });
    }
    // A flooder: 40 views in one minute, left out for the whole day.
    for (let i = 0; i < 40; i++) {
      events.push({
        at: `${day}T10:00:${String(i).padStart(2, "0")}Z`,
        event: 1,
        kind: 1,
        piece: 900_000,
        viewer: "a:flood",
        source: 1,
        bot: false,
      });
    }
    events.push({
      at: `${day}T12:00:00Z`,
      event: 1,
      kind: 2,
      piece: 900_001,
      viewer: "a:flood",
      source: 1,
      bot: false,
    });
    await gw.db.query(
      `INSERT INTO datacentre_events (at, day, event, kind, piece_id, viewer, source, ref, is_bot)
       SELECT at, $1::date, event, kind, piece, viewer, source, ref, bot
         FROM unnest($2::timestamptz[], $3::smallint[], $4::smallint[], $5::int[], $6::text[], $7::smallint[], $8::text[], $9::boolean[])
           AS e(at, event, kind, piece, viewer, source, ref, bot)`,
      [
        day,
        events.map((e) => e.at),
        events.map((e) => e.event),
        events.map((e) => e.kind),
        events.map((e) => e.piece),
        events.map((e) => e.viewer),
        events.map((e) => e.source),
        events.map((e, i) => (e.source === 6 ? `site${i % 3}.example` : "")),
        events.map((e) => e.bot),
      ],
    );
    await rollupDay(gw.db, day, 30);

    // The same by hand: the first view of each viewer of each piece counts, under its source.
    const kept = events
      .map((e, i) => ({ ...e, i }))
      .filter((e) => !e.bot && e.viewer !== "a:flood")
      .sort((a, b) => a.at.localeCompare(b.at) || a.i - b.i);
    const expected = new Map<string, { views: number; loads: number; reads: number }>();
    const at = (k: string) => expected.get(k) ?? expected.set(k, { views: 0, loads: 0, reads: 0 }).get(k)!;
    const firstSource = new Map<string, number>();
    for (const e of kept.filter((e) => e.event === 1)) {
      const who = `${e.kind}:${e.piece}:${e.viewer}`;
      at(`${e.kind}:${e.piece}:${e.source}`).loads += 1;
      if (!firstSource.has(who)) {
        firstSource.set(who, e.source);
        at(`${e.kind}:${e.piece}:${e.source}`).views += 1;
      }
    }
    const readers = new Set(kept.filter((e) => e.event === 2).map((e) => `${e.kind}:${e.piece}:${e.viewer}`));
    for (const who of readers) {
      const [kind, piece] = who.split(":");
      at(`${kind}:${piece}:${firstSource.get(who) ?? 1}`).reads += 1;
    }
    const rows = async () =>
      (
        await gw.db.query<{
          kind: number;
          piece_id: number;
          source: number;
          views: number;
          loads: number;
          reads: number;
        }>(
          "SELECT kind, piece_id, source, views, loads, reads FROM datacentre_piece_days WHERE day = $1 ORDER BY kind, piece_id, source",
          [day],
        )
      ).map(
        (r) => [`${r.kind}:${r.piece_id}:${r.source}`, { views: r.views, loads: r.loads, reads: r.reads }] as const,
      );
    const first = await rows();
    expect(new Map(first)).toEqual(expected);
    const [rollup] = await gw.db.query<{ events: number }>("SELECT events FROM datacentre_rollups WHERE day = $1", [
      day,
    ]);
    expect(rollup?.events).toBe(kept.length);
    // Late events for another day and a re-run of this one: the same rows.
    await rollupDay(gw.db, day, 30);
    expect(await rows()).toEqual(first);
    const sites = await sql<{ n: number }>`SELECT coalesce(sum(views), 0)::int AS n FROM datacentre_referral_days
      WHERE day = ${day}::date AND source = 6`.execute(gw.db.kysely);
    // The platform's row of the day is the sum of its pieces'.
    const [platform] = await gw.db.query<{ views: number; loads: number; reads: number }>(
      "SELECT views, loads, reads FROM datacentre_platform_days WHERE day = $1",
      [day],
    );
    const sum = (f: "views" | "loads" | "reads") => [...expected.values()].reduce((a, v) => a + v[f], 0);
    expect(platform).toEqual({ views: sum("views"), loads: sum("loads"), reads: sum("reads") });
    // Past the days kept, the raw events go and the rollups stay.
    expect(await pruneEvents(gw.db, addDays(day, 1))).toBe(events.length);
    expect(await rows()).toEqual(first);
    expect(sites.rows[0]?.n).toBe(
      [...expected.entries()].filter(([k]) => k.endsWith(":6")).reduce((a, [, v]) => a + v.views, 0),
    );
  });
});

describe("who sees what", () => {
  const privateCalls = [
    ["datacentre_overview", {}],
    ["datacentre_series", {}],
    ["datacentre_top_pieces", {}],
    ["datacentre_sources", {}],
    ["datacentre_followers", {}],
    ["datacentre_export", {}],
  ] as const;

  it("answers the private figures only with a session", async () => {
    const anonymous = agentClient(gw, BROWSER);
    for (const [name, input] of privateCalls) {
      expect(await refusedWith(anonymous.call(api.datacentre_msrv[name], input as never))).toBe(Code.NotLoggedIn);
    }
    expect(
      await refusedWith(anonymous.call(api.datacentre_msrv.datacentre_piece, { kind: "article", id: article })),
    ).toBe(Code.NotLoggedIn);
    expect(await refusedWith(anonymous.call(api.datacentre_msrv.datacentre_level, {}))).toBe(Code.NotLoggedIn);
  });

  it("shows a member only their own pieces' figures", async () => {
    const mine = await bob.client.call(api.datacentre_msrv.datacentre_overview, { days: 7 });
    expect(mine.totals.views).toBe(0);
    expect(mine.totals.likes).toBe(0);
    const top = await bob.client.call(api.datacentre_msrv.datacentre_top_pieces, { days: 7 });
    expect(top.list).toEqual([]);
    const sources = await bob.client.call(api.datacentre_msrv.datacentre_sources, { days: 7 });
    expect(sources.forwarders).toEqual([]);
    expect(sources.sources.every((s) => s.views === 0)).toBe(true);
    const csv = await bob.client.call(api.datacentre_msrv.datacentre_export, { days: 7, table: "pieces" });
    expect(csv.csv.trimEnd().split("\r\n")).toHaveLength(1);
  });

  it("refuses another's piece and the platform to a member (1006), answers both to an operator", async () => {
    expect(
      await refusedWith(bob.client.call(api.datacentre_msrv.datacentre_piece, { kind: "article", id: article })),
    ).toBe(Code.PermissionDenied);
    for (const [name, input] of privateCalls) {
      expect(
        await refusedWith(bob.client.call(api.datacentre_msrv[name], { ...input, scope: "platform" } as never)),
      ).toBe(Code.PermissionDenied);
    }
    const piece = await operator.client.call(api.datacentre_msrv.datacentre_piece, { kind: "article", id: article });
    expect(piece.totals.views).toBe(4);
    const platform = await operator.client.call(api.datacentre_msrv.datacentre_overview, { scope: "platform" });
    expect(platform.totals.views).toBeGreaterThanOrEqual(5);
    expect(platform.followers).toBeGreaterThanOrEqual(1);
  });

  it("answers the public counts to anyone, and nothing private", async () => {
    const counts = await agentClient(gw, BROWSER).call(api.datacentre_msrv.datacentre_public, { uid: alice.uid });
    expect(Object.keys(counts).sort()).toEqual([
      "followers",
      "level",
      "level_name",
      "likes",
      "pieces",
      "uid",
      "verified",
      "views",
    ]);
    expect(counts).toMatchObject({ uid: alice.uid, followers: 1, likes: 1, views: 5 });
    expect(
      await refusedWith(agentClient(gw, BROWSER).call(api.datacentre_msrv.datacentre_public, { uid: 2_000_000_000 })),
    ).toBe(Code.NotFound);
  });

  it("answers 3002 for a piece that does not exist", async () => {
    expect(
      await refusedWith(alice.client.call(api.datacentre_msrv.datacentre_piece, { kind: "course", id: 2_000_000_000 })),
    ).toBe(Code.NotFound);
  });
});

describe("bad ranges", () => {
  it("refuses a shortcut other than 7, 14, 30, 60, a custom range upside down, too long, half given or ending after today", async () => {
    const call = (input: Record<string, unknown>) =>
      refusedWith(alice.client.call(api.datacentre_msrv.datacentre_series, input as never));
    expect(await call({ days: 5 })).toBe(Code.ParamInvalid);
    expect(await call({ start_date: "2026-03-10", end_date: "2026-03-01" })).toBe(Code.ParamInvalid);
    expect(await call({ start_date: "2025-01-01", end_date: "2026-01-02" })).toBe(Code.ParamInvalid);
    expect(await call({ start_date: "2026-03-01" })).toBe(Code.ParamInvalid);
    expect(await call({ start_date: "2026-02-30", end_date: "2026-03-01" })).toBe(Code.ParamInvalid);
    expect(await call({ start_date: today, end_date: addDays(today, 1) })).toBe(Code.ParamInvalid);
    expect(await call({ scope: "everyone" })).toBe(Code.ParamInvalid);
    expect(
      await refusedWith(alice.client.call(api.datacentre_msrv.datacentre_piece, { kind: "special", id: 1 } as never)),
    ).toBe(Code.ParamInvalid);
  });

  it("answers a custom range of 366 days, every day present", async () => {
    const end = today;
    const start = addDays(end, -365);
    const series = await alice.client.call(api.datacentre_msrv.datacentre_series, { start_date: start, end_date: end });
    expect(series.range).toMatchObject({ start, end, days: 366 });
    expect(series.days).toHaveLength(366);
  });
});
