/** Raw logs as `eth_getLogs` answers them, for the tests of event decoders. */
import {
  type Abi,
  type Address,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  numberToHex,
  type RpcLog,
} from "viem";

/** A raw log encoded from the event `eventName` of `abi`, emitted by `at.address`. */
export function rawLog(
  abi: Abi,
  eventName: string,
  args: Record<string, unknown>,
  at: { address: Address; block?: number; index?: number },
): RpcLog {
  const item = abi.find((entry) => entry.type === "event" && entry.name === eventName);
  if (item?.type !== "event") throw new Error(eventName);
  const topics = encodeEventTopics({ abi: [item], eventName, args } as never) as Hex[];
  const data = encodeAbiParameters(
    item.inputs.filter((input) => !input.indexed),
    item.inputs.filter((input) => !input.indexed).map((input) => args[input.name as string]),
  );
  return {
    address: at.address,
    topics: topics as [Hex, ...Hex[]],
    data,
    blockNumber: numberToHex(at.block ?? 7),
    blockHash: `0x${"AB".repeat(32)}`,
    transactionHash: `0x${"CD".repeat(32)}`,
    transactionIndex: "0x0",
    logIndex: numberToHex(at.index ?? 0),
    removed: false,
  };
}
