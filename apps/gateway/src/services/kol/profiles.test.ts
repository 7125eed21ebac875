import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { apply, approvedKol, kolReviewer } from "../../../test/kol.js";

let gw: TestGateway;
let reviewer: Member;
let a: Member;
let b: Member;
let c: Member;
let waiting: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  reviewer = await kolReviewer(gw);
  [a, b, c, waiting] = (await Promise.all(Array.from({ length: 4 }, () => member(gw)))) as [
    Member,
    Member,
    Member,
    Member,
  ];
  await approvedKol(a, reviewer, { countries: ["CN", "SG"], tags: "DeFi, Rollups" });
  await approvedKol(b, reviewer, { countries: ["RU"], tags: "NFT" });
  await approvedKol(c, reviewer, { countries: ["SG", "US"], tags: "defi" });
  await apply(waiting, { countries: ["SG"], tags: "DeFi" });
  // Known scores, as the job would store them, once the approvals' own score jobs are done.
  const scored = async () =>
    (
      await gw.db.kysely
        .selectFrom("kols")
        .select("id")
        .where("state", "=", "approved")
        .where("scores_at", "is not", null)
        .execute()
    ).length;
  await vi.waitFor(async () => expect(await scored()).toBe(3), { timeout: 20_000, interval: 200 });
  for (const [who, score] of [
    [a, 40],
    [b, 70],
    [c, 10],
  ] as const) {
    await gw.db.kysely.updateTable("kols").set({ score }).where("uid", "=", who.uid).execute();
  }
});
afterAll(() => gw.close());

const list = (params: object = {}, who?: Member) =>
  (who?.client ?? gw.client()).call(api.user_msrv.kol_user_list, params);
const uids = async (params: object = {}) => (await list(params)).list.map((kol) => kol.uid);

describe("kol_user_list", () => {
  it("lists approved KOLs only, by score, paged", async () => {
    expect(await uids()).toEqual([b.uid, a.uid, c.uid]);
    const first = await list({ page: 1, page_size: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(first.list.map((kol) => kol.uid)).toEqual([b.uid, a.uid]);
    expect((await list({ page: 2, page_size: 2 })).list.map((kol) => kol.uid)).toEqual([c.uid]);
    const [top] = first.list;
    expect(top).toMatchObject({ scores: { score: 70 }, is_like: false, user: { uid: b.uid } });
    expect(top).not.toHaveProperty("email");
    // The card links the KOL's platforms without opening the profile.
    expect(top?.platforms).toMatchObject({ youtube: "https://www.youtube.com/@creator", facebook: "" });
    expect(top).not.toHaveProperty("phone");
  });

  it("filters by radiating country and keyword tag (ignoring case)", async () => {
    expect(await uids({ country: "sg" })).toEqual([a.uid, c.uid]);
    expect(await uids({ tag: "DEFI" })).toEqual([a.uid, c.uid]);
    expect(await uids({ tag: "defi", country: "US" })).toEqual([c.uid]);
    expect(await list({ country: "RU", tag: "DeFi" })).toMatchObject({ total: 0, list: [] });
    expect(await refusedWith(list({ country: "XX" }))).toBe(Code.ParamInvalid);
    expect(await refusedWith(list({ sort: "random" }))).toBe(Code.ParamInvalid);
  });

  it("sorts by likes or newest approval", async () => {
    const fan = await member(gw);
    await fan.client.call(api.user_msrv.kol_click_like, { kol_id: (await list()).list[2]?.kol_id as number });
    expect((await uids({ sort: "likes" }))[0]).toBe(c.uid);
    expect(await uids({ sort: "newest" })).toEqual([c.uid, b.uid, a.uid]);
  });
});

describe("kol_detail", () => {
  it("answers an approved KOL by kol_id or uid, with the caller's relation", async () => {
    const byUid = await gw.client().call(api.user_msrv.kol_detail, { uid: a.uid });
    expect(byUid).toMatchObject({ uid: a.uid, countries: ["CN", "SG"], tags: ["DeFi", "Rollups"], is_self: false });
    expect(byUid.platforms).toEqual({
      facebook: "",
      youtube: "https://www.youtube.com/@creator",
      twitter: "https://x.com/creator",
      tiktok: "",
    });
    expect(byUid).not.toHaveProperty("email");
    const own = await a.client.call(api.user_msrv.kol_detail, { kol_id: byUid.kol_id });
    expect(own).toMatchObject({ kol_id: byUid.kol_id, is_self: true });
  });

  it("answers 3002 for a KOL that is not approved, unknown ids, or a mismatched pair; 50500 with neither", async () => {
    const pending = await waiting.client.call(api.user_msrv.kol_mine, {});
    const call = (params: object) => gw.client().call(api.user_msrv.kol_detail, params);
    expect(await refusedWith(call({ kol_id: pending.application?.kol_id }))).toBe(Code.NotFound);
    expect(await refusedWith(call({ uid: waiting.uid }))).toBe(Code.NotFound);
    expect(await refusedWith(call({ kol_id: 2_000_000_000 }))).toBe(Code.NotFound);
    const aKol = await call({ uid: a.uid });
    expect(await refusedWith(call({ kol_id: aKol.kol_id, uid: b.uid }))).toBe(Code.NotFound);
    expect(await refusedWith(call({}))).toBe(Code.ParamInvalid);
  });
});

describe("kol_click_like", () => {
  it("likes once (801103), never oneself (801104), only approved KOLs (3002); counts shown", async () => {
    const fan = await member(gw);
    const kolB = await gw.client().call(api.user_msrv.kol_detail, { uid: b.uid });
    const liked = await fan.client.call(api.user_msrv.kol_click_like, { kol_id: kolB.kol_id });
    expect(liked).toEqual({ kol_id: kolB.kol_id, is_like: true, like_count: kolB.like_count + 1 });
    expect(await refusedWith(fan.client.call(api.user_msrv.kol_click_like, { kol_id: kolB.kol_id }))).toBe(
      Code.AlreadyLiked,
    );
    expect(await refusedWith(b.client.call(api.user_msrv.kol_click_like, { kol_id: kolB.kol_id }))).toBe(
      Code.CannotLikeOwn,
    );
    const pending = await waiting.client.call(api.user_msrv.kol_mine, {});
    expect(
      await refusedWith(
        fan.client.call(api.user_msrv.kol_click_like, { kol_id: pending.application?.kol_id as number }),
      ),
    ).toBe(Code.NotFound);
    expect(await refusedWith(gw.client().call(api.user_msrv.kol_click_like, { kol_id: kolB.kol_id }))).toBe(
      Code.NotLoggedIn,
    );
    expect(await fan.client.call(api.user_msrv.kol_detail, { kol_id: kolB.kol_id })).toMatchObject({
      is_like: true,
      like_count: kolB.like_count + 1,
    });
    expect((await list({}, fan)).list.find((kol) => kol.uid === b.uid)?.is_like).toBe(true);
  });
});

describe("country_list", () => {
  it("names every country with its calling code in the caller's language, sorted by name", async () => {
    for (const [lang, china, russia] of [
      ["en", "China", "Russia"],
      ["zh-cn", "中国", "俄罗斯"],
      ["ru", "Китай", "Россия"],
    ] as const) {
      const countries = await gw.client({}, lang).call(api.user_msrv.country_list, {});
      expect(countries.length).toBeGreaterThan(200);
      expect(countries.find((country) => country.code === "CN")).toEqual({
        code: "CN",
        name: china,
        calling_code: "+86",
      });
      expect(countries.find((country) => country.code === "RU")).toMatchObject({ name: russia, calling_code: "+7" });
      const names = countries.map((country) => country.name);
      const locale = lang === "zh-cn" ? "zh-CN" : lang;
      expect(names).toEqual([...names].sort(new Intl.Collator(locale).compare));
    }
  });
});
