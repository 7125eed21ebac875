import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, mediaUrl, member, startContentGateway } from "../../test/cms.js";
import type { TestGateway } from "../../test/harness.js";
import { seedKols } from "./kols.js";

const NAMES = ["alice", "bob", "carol", "mira", "kenji", "lena", "tomas"];

let gw: TestGateway;
let operator: Member;
let uids: Map<string, number>;
beforeAll(async () => {
  gw = await startContentGateway();
  operator = await member(gw);
  uids = new Map();
  for (const [i, name] of NAMES.entries()) {
    const row = await gw.db.kysely
      .insertInto("users")
      .values({ wallet_addr: `0x${(i + 1).toString(16).padStart(40, "0")}`, nickname: name })
      .returning("uid")
      .executeTakeFirstOrThrow();
    uids.set(name, row.uid);
  }
  uids.set("dave", operator.uid);
  await gw.db.tx((q) => seedKols(q, uids, operator.uid, mediaUrl("video"), new Date()));
});
afterAll(() => gw.close());

describe("demo KOLs", () => {
  it("shows every state, in three languages, with reasons where refused or offline", async () => {
    const all = await operator.client.call(api.user_msrv.kol_review_list, { page_size: 100 });
    const states = new Map(all.list.map((kol) => [kol.uid, kol]));
    expect(all.total).toBe(7);
    expect(states.get(uids.get("mira") as number)?.state).toBe("under_review");
    expect(states.get(uids.get("tomas") as number)).toMatchObject({ state: "not_approved", reason: /Дополните/ });
    expect(states.get(uids.get("kenji") as number)).toMatchObject({ state: "offline", reason: /赞助/ });
    expect(await operator.client.call(api.user_msrv.kol_mine, {})).toEqual({ state: "none", application: null });
    const listed = await gw.client().call(api.user_msrv.kol_user_list, { page_size: 100 });
    expect(listed.list.map((kol) => kol.name)).toEqual(
      expect.arrayContaining(["Alice Chen", "王博", "Карина Орлова", "Лена Смирнова"]),
    );
    expect(listed.total).toBe(4);
  });

  it("holds only what the application form accepts, with likes counted and scores computed", async () => {
    const all = await operator.client.call(api.user_msrv.kol_review_list, { page_size: 100 });
    for (const kol of all.list) {
      const form = {
        name: kol.name,
        gender: kol.gender,
        phone_country: kol.phone_country,
        phone: kol.phone,
        email: kol.email,
        synopsis: kol.synopsis,
        tags: kol.tags.join(","),
        video_url: kol.video_url,
        countries: kol.countries,
        ...kol.platforms,
      };
      expect(api.user_msrv.kol_register.input.safeParse(form).success, kol.name).toBe(true);
      expect(kol.phone_e164).toMatch(/^\+\d+$/);
      expect(kol.scores.computed_at).not.toBeNull();
    }
    const [row] = await gw.db.query<{ bad: number }>(
      `SELECT count(*)::int AS bad FROM kols k
        WHERE like_count <> (SELECT count(*) FROM kol_likes l WHERE l.kol_id = k.id)
           OR EXISTS (SELECT 1 FROM kol_likes l WHERE l.kol_id = k.id AND l.uid = k.uid)`,
    );
    expect(row?.bad).toBe(0);
    const listed = await gw.client().call(api.user_msrv.kol_user_list, { sort: "likes" });
    expect(listed.list.every((kol) => kol.like_count > 0)).toBe(true);
  });
});
