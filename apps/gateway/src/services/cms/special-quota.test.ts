import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, mediaUrl, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { SPECIALS_BASE_QUOTA } from "./my-specials.js";

let gw: TestGateway;
let newcomer: Member;
let creator: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [newcomer, creator] = await Promise.all([member(gw), member(gw)]);
  // What the levels job grants a rising creator (docs/datacentre.md, "Creator levels").
  await gw.db.query("INSERT INTO user_privileges (uid, privilege_code, val) VALUES ($1, 'special_quota', 3)", [
    creator.uid,
  ]);
});
afterAll(() => gw.close());

let batch = 0;
/** Gives `who` `n` more specials (channels for `type` 2) directly, as if made over time. */
const own = (who: Member, n: number, type = 1) => {
  batch += 1;
  return gw.db.query(
    `INSERT INTO specials (special_type, owner_uid, name, status)
     SELECT $2::int, $1::int, $4::text || g, 'online' FROM generate_series(1, $3::int) AS g`,
    [who.uid, type, n, `Owned ${who.uid} ${batch} `],
  );
};

let serial = 0;
const add = (who: Member, special_type = 1) => {
  serial += 1;
  return who.client.call(api.appcms_msrv.special_add_save, {
    name: `Quota column ${serial}`,
    abstract: "Counting columns",
    cover_url: mediaUrl("image"),
    tags: "quota",
    special_type,
  });
};

describe("the count of specials and channels a user may own", () => {
  it("stops at the base quota, specials and channels together, without a level's right (1006)", async () => {
    await own(newcomer, SPECIALS_BASE_QUOTA - 2);
    await own(newcomer, 1, 2);
    expect(await add(newcomer, 2)).toMatchObject({ special_type: 2 });
    expect(await refusedWith(add(newcomer))).toBe(Code.PermissionDenied);
    expect(await refusedWith(add(newcomer, 2))).toBe(Code.PermissionDenied);
  });

  it("counts no deleted one, and refuses no edit of an owned one at the quota", async () => {
    const mine = await newcomer.client.call(api.appcms_msrv.my_special_list, { page: 1, page_size: 1 });
    const id = mine.list[0]?.special_id as number;
    await gw.db.query("UPDATE specials SET status = 'deleted' WHERE id = $1", [id]);
    const saved = await add(newcomer);
    expect(
      await newcomer.client.call(api.appcms_msrv.special_edit_save, {
        special_id: saved.special_id,
        name: "Renamed at the quota",
        abstract: "Counting columns",
        cover_url: mediaUrl("image"),
        tags: "quota",
      }),
    ).toMatchObject({ name: "Renamed at the quota" });
    expect(await refusedWith(add(newcomer))).toBe(Code.PermissionDenied);
  });

  it("adds the special_quota right to the base", async () => {
    await own(creator, SPECIALS_BASE_QUOTA);
    for (let i = 0; i < 3; i += 1) expect(await add(creator)).toMatchObject({ is_owner: true });
    expect(await refusedWith(add(creator))).toBe(Code.PermissionDenied);
  });
});
