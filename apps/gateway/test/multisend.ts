/** A gateway wired to the loopback networks, an author with a published item, and helpers. */
import { api, type MultisendNetwork, type MultisendPost, type MultisendTarget } from "@icms/protocol";
import { vi } from "vitest";
import { type Member, member, publish, startContentGateway } from "./cms.js";
import type { TestGateway } from "./harness.js";
import { type Networks, startNetworks } from "./networks/index.js";

export interface MultisendRig {
  gw: TestGateway;
  networks: Networks;
  author: Member;
  /** A published item of the author's. */
  item: number;
  /** Connects an account of the author's on a network; answers its id. */
  connect(network: MultisendNetwork, who?: Member): Promise<number>;
  /** Sends the item to the accounts with a fresh key. */
  send(accountIds: number[], who?: Member, item?: number): Promise<MultisendPost>;
  /** Waits until the target is in one of `states`, and answers it. */
  settled(targetId: number, states?: MultisendTarget["state"][], who?: Member): Promise<MultisendTarget>;
  close(): Promise<void>;
}

let keys = 0;

export async function startMultisendRig(env: Record<string, string> = {}): Promise<MultisendRig> {
  const networks = await startNetworks();
  const gw = await startContentGateway({ ...networks.env, MULTISEND_TIMEOUT_MS: "2500", ...env });
  const author = await member(gw);
  const item = await publish(author);
  const find = async (who: Member, targetId: number) => {
    const { list } = await who.client.call(api.user_msrv.multisend_post_list, { page_size: 100 });
    return list.flatMap((post) => post.targets).find((target) => target.target_id === targetId);
  };
  return {
    gw,
    networks,
    author,
    item,
    async connect(network, who = author) {
      const saved = await who.client.call(api.user_msrv.multisend_account_save, {
        network,
        label: `${network} main`,
        credentials: networks.all[network].credentials(),
      });
      return saved.account_id;
    },
    send(accountIds, who = author, sentItem = item) {
      keys += 1;
      return who.client.call(api.user_msrv.multisend_send, {
        item_id: sentItem,
        account_ids: accountIds,
        idempotency_key: `test-key-${Date.now()}-${keys}`,
      });
    },
    async settled(targetId, states = ["sent", "failed", "unknown"], who = author) {
      let found: MultisendTarget | undefined;
      await vi.waitFor(
        async () => {
          found = await find(who, targetId);
          if (!found || !states.includes(found.state)) throw new Error(`target ${targetId} is ${found?.state}`);
        },
        { timeout: 20_000, interval: 150 },
      );
      return found as MultisendTarget;
    },
    async close() {
      await gw.close();
      await networks.close();
    },
  };
}
