import type { Hex, RpcLog } from "viem";
import { describe, expect, it } from "vitest";
import type { WatchedContracts } from "./events.js";
import { createRangeFetcher } from "./fetcher.js";
import type { ChainRpc } from "./rpc.js";

const contracts = {
  DaoNFT: "0x00000000000000000000000000000000000000a1",
  NFTSale: "0x00000000000000000000000000000000000000a2",
  XManStaking: "0x00000000000000000000000000000000000000a3",
  RewardVault: "0x00000000000000000000000000000000000000a4",
  CourseCheckout: "0x00000000000000000000000000000000000000a5",
  ICT: "0x00000000000000000000000000000000000000a6",
  ICMS: "0x00000000000000000000000000000000000000a7",
} satisfies WatchedContracts;
const TOPICS: readonly Hex[] = [`0x${"11".repeat(32)}`];

/** A node that refuses log queries over more than `limit` blocks, as public BSC endpoints do. */
function nodeWithLimit(limit: number, failure = "block range is too large") {
  const asked: [number, number][] = [];
  const rpc = {
    async logs(_addresses: readonly Hex[], _topics: readonly Hex[], from: number, to: number): Promise<RpcLog[]> {
      asked.push([from, to]);
      if (to - from + 1 > limit) throw new Error(failure);
      return [];
    },
  } as unknown as ChainRpc;
  return { rpc, asked };
}

describe("range fetcher", () => {
  it("reads the whole range at once when the node allows it", async () => {
    const { rpc, asked } = nodeWithLimit(10_000);
    expect(await createRangeFetcher(rpc, contracts, TOPICS, 2_000).fetch(100, 150)).toMatchObject({
      from: 100,
      to: 150,
    });
    expect(asked).toEqual([[100, 150]]);
  });

  it("bounds a range to the configured span", async () => {
    const { rpc } = nodeWithLimit(10_000);
    expect(await createRangeFetcher(rpc, contracts, TOPICS, 500).fetch(0, 9_999)).toMatchObject({ from: 0, to: 499 });
  });

  it("halves the span when the node refuses it, and grows back after", async () => {
    const { rpc, asked } = nodeWithLimit(300);
    const fetcher = createRangeFetcher(rpc, contracts, TOPICS, 2_000);
    expect(await fetcher.fetch(0, 5_000)).toMatchObject({ from: 0, to: 249 });
    expect(asked).toEqual([
      [0, 1_999],
      [0, 999],
      [0, 499],
      [0, 249],
    ]);
    expect(fetcher.span).toBe(500);
  });

  it("passes other failures on (the loop backs off)", async () => {
    const { rpc, asked } = nodeWithLimit(0, "fetch failed");
    await expect(createRangeFetcher(rpc, contracts, TOPICS, 2_000).fetch(0, 100)).rejects.toThrow("fetch failed");
    expect(asked).toHaveLength(1);
  });
});
