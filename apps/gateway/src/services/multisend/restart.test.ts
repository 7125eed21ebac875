import { api, MULTISEND_NETWORKS } from "@icms/protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { type MultisendRig, startMultisendRig } from "../../../test/multisend.js";

let rig: MultisendRig;
beforeAll(async () => {
  // An API process without workers: the delivery jobs wait in the database.
  rig = await startMultisendRig({ WORKERS: "off" });
});
afterAll(() => rig.close());

it("delivers a queue left by a stopped worker exactly once, and never calls again mid-call", async () => {
  const accounts = [];
  for (const network of MULTISEND_NETWORKS) accounts.push(await rig.connect(network));
  const post = await rig.send(accounts);
  const second = await rig.send([accounts[0] as number]);
  // An account removed while its send waits: its target fails without a call.
  const removed = await rig.connect("vk");
  const orphan = await rig.send([removed]);
  await rig.author.client.call(api.user_msrv.multisend_account_del, { account_id: removed });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const network of MULTISEND_NETWORKS) expect(rig.networks.all[network].posts).toHaveLength(0);
  // A job whose process dies mid-call counts as lost after the network time-out and a margin.
  const expiries = await rig.gw.db.query<{ seconds: number }>(
    "SELECT DISTINCT extract(epoch FROM expire_in)::int AS seconds FROM pgboss.job WHERE name = 'multisend.deliver'",
  );
  expect(expiries).toEqual([{ seconds: Math.ceil(rig.gw.config.MULTISEND_TIMEOUT_MS / 1000) + 30 }]);
  // The second send's target was being posted when its worker died: it stays `sending`.
  const crashed = second.targets[0]?.target_id as number;
  await rig.gw.db.query("UPDATE multisend_targets SET state = 'sending', attempts = 1 WHERE id = $1", [crashed]);

  // A worker starts on the same database, as after a restart.
  const worker = await buildApp({ config: { ...rig.gw.config, WORKERS: "only" }, db: rig.gw.db });
  try {
    for (const target of post.targets) expect((await rig.settled(target.target_id)).state).toBe("sent");
    expect(await rig.settled(crashed)).toMatchObject({ state: "unknown", error_kind: "interrupted" });
    const gone = orphan.targets[0]?.target_id as number;
    expect(await rig.settled(gone)).toMatchObject({ state: "failed", error_kind: "account_gone" });
  } finally {
    await worker.close();
  }
  for (const network of MULTISEND_NETWORKS) expect(rig.networks.all[network].posts).toHaveLength(1);
  const notices = await rig.author.client.call(api.user_msrv.multisend_notice_list, {});
  expect(notices.map((notice) => notice.target.target_id).sort()).toEqual(
    [crashed, orphan.targets[0]?.target_id].sort(),
  );
});
