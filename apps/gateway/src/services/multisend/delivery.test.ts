import { api, MULTISEND_NETWORKS, type MultisendNetwork } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MultisendRig, startMultisendRig } from "../../../test/multisend.js";

let rig: MultisendRig;
beforeAll(async () => {
  rig = await startMultisendRig();
});
afterAll(() => rig.close());

const postsOf = (network: MultisendNetwork) => rig.networks.all[network].posts.length;

describe.each(MULTISEND_NETWORKS)("delivery to %s", (network) => {
  let account: number;
  beforeAll(async () => {
    account = await rig.connect(network);
    const checked = await rig.author.client.call(api.user_msrv.multisend_account_check, { account_id: account });
    expect(checked.remote_name).not.toBe("");
  });

  it("posts the title and link once and saves the network's id", async () => {
    const before = postsOf(network);
    const post = await rig.send([account]);
    const target = await rig.settled(post.targets[0]?.target_id as number);
    expect(target.state).toBe("sent");
    const made = rig.networks.all[network].posts.slice(before);
    expect(made).toHaveLength(1);
    // The id the network gave the post (Facebook prefixes the page's).
    expect(Number(target.remote_id.split("_").at(-1)?.slice(-6))).toBe(Number(made[0]?.id.slice(-6)));
    expect(JSON.stringify(made[0]?.fields)).toContain(post.item.url);
    expect(JSON.stringify(made[0]?.fields)).toContain("Rollup notes");
  });

  it("waits out a rate limit, then posts once", async () => {
    const before = postsOf(network);
    rig.networks.all[network].respondNext("rate_limit");
    const post = await rig.send([account]);
    const target = await rig.settled(post.targets[0]?.target_id as number);
    expect(target).toMatchObject({ state: "sent", attempts: 2 });
    expect(postsOf(network) - before).toBe(1);
  });

  it("retries a server error with backoff, then posts once", async () => {
    const before = postsOf(network);
    rig.networks.all[network].respondNext("error");
    const post = await rig.send([account]);
    const target = await rig.settled(post.targets[0]?.target_id as number);
    expect(target).toMatchObject({ state: "sent", attempts: 2 });
    expect(postsOf(network) - before).toBe(1);
  });

  it("tells a passing auth refusal from dead credentials", async () => {
    // The post is refused, but who-am-I still answers: a passing failure, the account stays connected.
    rig.networks.all[network].respondNext("auth");
    let post = await rig.send([account]);
    let target = await rig.settled(post.targets[0]?.target_id as number);
    expect(target).toMatchObject({ state: "failed", error_kind: "transient" });
    let [listed] = await rig.author.client
      .call(api.user_msrv.multisend_account_list, {})
      .then((list) => list.filter((row) => row.account_id === account));
    expect(listed?.status).toBe("active");

    // Revoked: who-am-I fails too, and only then is the account marked for reconnecting.
    rig.networks.all[network].revoke();
    try {
      post = await rig.send([account]);
      target = await rig.settled(post.targets[0]?.target_id as number);
      expect(target).toMatchObject({ state: "failed", error_kind: "auth" });
      [listed] = await rig.author.client
        .call(api.user_msrv.multisend_account_list, {})
        .then((list) => list.filter((row) => row.account_id === account));
      expect(listed?.status).toBe("needs_reconnect");
    } finally {
      rig.networks.all[network].revoke(false);
    }
    // Checking again once the network takes the credentials makes the account active.
    const checked = await rig.author.client.call(api.user_msrv.multisend_account_check, { account_id: account });
    expect(checked.status).toBe("active");
  });

  it("counts a time-out as unknown and never posts it again by itself", async () => {
    const before = postsOf(network);
    const requestsBefore = rig.networks.all[network].requests.length;
    rig.networks.all[network].respondNext("hang");
    const post = await rig.send([account]);
    const targetId = post.targets[0]?.target_id as number;
    const target = await rig.settled(targetId);
    expect(target).toMatchObject({ state: "unknown", error_kind: "timeout" });
    // The network did make the post; nothing calls it again.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(postsOf(network) - before).toBe(1);
    expect(rig.networks.all[network].requests.length - requestsBefore).toBe(1);

    // One notice for it, linking to the item; a retry needs the confirmation.
    const notices = await rig.author.client.call(api.user_msrv.multisend_notice_list, {});
    expect(notices.filter((notice) => notice.target.target_id === targetId)).toHaveLength(1);
    await expect(rig.author.client.call(api.user_msrv.multisend_retry, { target_id: targetId })).rejects.toMatchObject({
      code: 805006,
    });
    await rig.author.client.call(api.user_msrv.multisend_retry, { target_id: targetId, confirm: 1 });
    expect((await rig.settled(targetId)).state).toBe("sent");
    const after = await rig.author.client.call(api.user_msrv.multisend_notice_list, {});
    expect(after.filter((notice) => notice.target.target_id === targetId)).toHaveLength(0);
  });
});
