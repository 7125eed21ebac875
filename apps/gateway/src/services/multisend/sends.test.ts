import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member, publish } from "../../../test/cms.js";
import { refusedWith } from "../../../test/harness.js";
import { type MultisendRig, startMultisendRig } from "../../../test/multisend.js";

let rig: MultisendRig;
beforeAll(async () => {
  rig = await startMultisendRig();
});
afterAll(() => rig.close());

describe("sends", () => {
  it("makes one send of a double click, with one target per account", async () => {
    const accounts = [await rig.connect("discord"), await rig.connect("vk")];
    const input = {
      item_id: rig.item,
      account_ids: [...accounts, accounts[0] as number],
      idempotency_key: "double-click-1",
    };
    const [first, second] = await Promise.all([
      rig.author.client.call(api.user_msrv.multisend_send, input),
      rig.author.client.call(api.user_msrv.multisend_send, input),
    ]);
    expect(second?.post_id).toBe(first?.post_id);
    expect(first?.targets.map((target) => target.account_id)).toEqual(accounts);
    expect(first?.item).toMatchObject({ item_id: rig.item, article_type: 1 });
    expect(first?.item.url).toMatch(/\/appcms\/spacex_article_detail\?article_id=\d+$/);
    for (const target of first?.targets ?? []) expect((await rig.settled(target.target_id)).state).toBe("sent");
    expect(rig.networks.discord.posts).toHaveLength(1);
    expect(rig.networks.vk.posts).toHaveLength(1);
    const { list, total } = await rig.author.client.call(api.user_msrv.multisend_post_list, { page_size: 1 });
    expect(total).toBe(1);
    expect(list[0]?.targets.every((target) => target.state === "sent" && target.remote_id !== "")).toBe(true);
  });

  it("sends only the caller's own published items to their own active accounts", async () => {
    const { client } = rig.author;
    const account = await rig.connect("telegram");
    const send = (item_id: number, account_ids = [account], who = client) =>
      refusedWith(
        who.call(api.user_msrv.multisend_send, {
          item_id,
          account_ids,
          idempotency_key: `k-${Math.random()}`.replace(".", ""),
        }),
      );
    expect(await send(999_999)).toBe(3002);
    const other = await member(rig.gw);
    expect(await send(await publish(other))).toBe(1006);
    const offline = await publish(rig.author);
    await client.call(api.appcms_msrv.my_article_set_status, { ids: [offline], op: "offline" });
    expect(await send(offline)).toBe(805002);
    const theirs = await rig.connect("telegram", other);
    expect(await send(rig.item, [theirs])).toBe(3002);

    // An account whose credentials died must be reconnected before it is sent to.
    rig.networks.telegram.revoke();
    try {
      expect(await refusedWith(client.call(api.user_msrv.multisend_account_check, { account_id: account }))).toBe(
        805003,
      );
    } finally {
      rig.networks.telegram.revoke(false);
    }
    expect(await send(rig.item)).toBe(805001);
  });

  it("retries only failed and unknown targets, and keeps one notice per target", async () => {
    const { client } = rig.author;
    const account = await rig.connect("facebook");
    rig.networks.facebook.respondNext("auth", 2);
    const post = await rig.send([account]);
    const targetId = post.targets[0]?.target_id as number;
    expect((await rig.settled(targetId)).error_kind).toBe("transient");
    let notices = (await client.call(api.user_msrv.multisend_notice_list, {})).filter(
      (n) => n.target.target_id === targetId,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.item.url).toBe(post.item.url);

    // Failing again after a retry opens the same notice again, not a second one.
    await client.call(api.user_msrv.multisend_retry, { target_id: targetId });
    expect((await rig.settled(targetId)).state).toBe("failed");
    notices = (await client.call(api.user_msrv.multisend_notice_list, {})).filter(
      (n) => n.target.target_id === targetId,
    );
    expect(notices).toHaveLength(1);
    const stored = await rig.gw.db.query("SELECT count(*)::int AS n FROM multisend_notices WHERE target_id = $1", [
      targetId,
    ]);
    expect(stored[0]).toEqual({ n: 1 });

    await client.call(api.user_msrv.multisend_retry, { target_id: targetId });
    expect((await rig.settled(targetId)).state).toBe("sent");
    expect(await refusedWith(client.call(api.user_msrv.multisend_retry, { target_id: targetId }))).toBe(805005);
    const stranger = await member(rig.gw);
    expect(await refusedWith(stranger.client.call(api.user_msrv.multisend_retry, { target_id: targetId }))).toBe(3002);

    // A notice is dismissed once.
    rig.networks.facebook.respondNext("auth");
    const again = await rig.send([account]);
    await rig.settled(again.targets[0]?.target_id as number);
    const [notice] = (await client.call(api.user_msrv.multisend_notice_list, {})).filter(
      (n) => n.target.target_id === again.targets[0]?.target_id,
    );
    await client.call(api.user_msrv.multisend_notice_dismiss, { notice_id: notice?.notice_id as number });
    expect(
      await refusedWith(
        client.call(api.user_msrv.multisend_notice_dismiss, { notice_id: notice?.notice_id as number }),
      ),
    ).toBe(3002);
  });
});
