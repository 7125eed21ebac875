import { MULTISEND_NETWORKS } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MultisendRig, startMultisendRig } from "../../../test/multisend.js";
import { noticesOf } from "../../../test/received-notices.js";

let rig: MultisendRig;
beforeAll(async () => {
  rig = await startMultisendRig();
});
afterAll(() => rig.close());

describe("multi-send failure notices", () => {
  it("tells the sender of a failed target, and not of a sent one", async () => {
    const network = MULTISEND_NETWORKS[0];
    const account = await rig.connect(network);
    const ok = await rig.send([account]);
    const okTarget = ok.targets[0]?.target_id as number;
    expect((await rig.settled(okTarget)).state).toBe("sent");

    rig.networks.all[network].respondNext("auth");
    const post = await rig.send([account]);
    const targetId = post.targets[0]?.target_id as number;
    expect(await rig.settled(targetId)).toMatchObject({ state: "failed" });
    const failed = await noticesOf(rig.author, "multisend_failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      target: { type: "multisend", id: targetId },
      data: { network, state: "failed", error: "transient" },
    });
  });
});
