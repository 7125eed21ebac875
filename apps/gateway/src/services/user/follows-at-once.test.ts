import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import type { TestGateway } from "../../../test/harness.js";

/**
 * A follow toggled many times at once ends where toggling it that many times in a row ends (on
 * PostgreSQL, where the calls run side by side; on PGlite they take turns and pass anyway).
 */
let gw: TestGateway;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [alice, bob] = await Promise.all([member(gw), member(gw)]);
});
afterAll(() => gw.close());

describe("user_msrv/user_follow_save at once", () => {
  it("eight toggles at once follow four times and unfollow four times, and end unfollowed", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => alice.client.call(api.user_msrv.user_follow_save, { uid: bob.uid })),
    );
    expect(answers.filter((a) => a.status_code === Code.Followed)).toHaveLength(4);
    expect(answers.filter((a) => a.status_code === Code.Unfollowed)).toHaveLength(4);
    const info = await bob.client.call(api.user_msrv.user_follow_info, { uid: alice.uid });
    expect(info.is_fans).toBe(false);
    const rows = await gw.db.kysely
      .selectFrom("user_follows")
      .selectAll()
      .where("follower_uid", "=", alice.uid)
      .where("followee_uid", "=", bob.uid)
      .execute();
    expect(rows).toHaveLength(0);
  });
});
