// A stand-in for the chain, for the member load only: a JSON-RPC endpoint answering the few reads
// the gateway's request path makes (the staking contract's `stakedTokensOf` for a review
// decision, `stakedCountAt` for a vote's weight, the latest block for a snapshot). The members the
// bench makes X-Men hold one staked NFT each here and in the index tables (`grantXmen`); everyone
// else holds none. What is measured is the gateway, not a chain node: no transaction is ever sent.
import { writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CONTRACT_KEYS, xManStakingAbi } from "@icms/contracts";
import { decodeFunctionData, encodeFunctionResult, type Hex, numberToHex } from "viem";

/** The chain id of the gateway's default settings (BSC testnet). */
export const STUB_CHAIN_ID = 97;
export const STUB_BLOCK = 1_000n;

export interface ChainStub {
  url: string;
  /** The fake staking contract, the EIP-712 verifying contract of reviews and votes. */
  staking: Hex;
  /** Gives `wallet` one staked NFT. */
  stake(wallet: string, tokenId: number): void;
  /** Writes a contracts file naming the fake deployment. */
  writeContractsFile(path: string): Promise<void>;
  close(): Promise<void>;
}

/** A distinct made-up address per contract. */
const addressOf = (index: number): Hex => `0x${(0xc0de00 + index).toString(16).padStart(40, "0")}`;

export async function startChainStub(): Promise<ChainStub> {
  const staked = new Map<string, bigint>();
  const staking = addressOf(CONTRACT_KEYS.indexOf("XManStaking"));

  function answer(method: string, params: unknown[]): unknown {
    if (method === "eth_chainId") return numberToHex(STUB_CHAIN_ID);
    if (method === "eth_blockNumber") return numberToHex(STUB_BLOCK);
    if (method === "eth_call") {
      const call = params[0] as { to?: string; data?: Hex };
      if (call.to?.toLowerCase() !== staking || !call.data) throw new Error("no such contract");
      const decoded = decodeFunctionData({ abi: xManStakingAbi, data: call.data });
      const wallet = String(decoded.args?.[0]).toLowerCase();
      const token = staked.get(wallet);
      if (decoded.functionName === "stakedTokensOf")
        return encodeFunctionResult({
          abi: xManStakingAbi,
          functionName: "stakedTokensOf",
          result: token === undefined ? [] : [token],
        });
      if (decoded.functionName === "stakedCountAt")
        return encodeFunctionResult({
          abi: xManStakingAbi,
          functionName: "stakedCountAt",
          result: token === undefined ? 0n : 1n,
        });
    }
    throw new Error(`unsupported ${method}`);
  }

  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on("end", () => {
      const one = (rpc: { id: unknown; method: string; params?: unknown[] }) => {
        try {
          return { jsonrpc: "2.0", id: rpc.id, result: answer(rpc.method, rpc.params ?? []) };
        } catch (error) {
          return { jsonrpc: "2.0", id: rpc.id, error: { code: -32000, message: (error as Error).message } };
        }
      };
      const parsed = JSON.parse(body) as Parameters<typeof one>[0] | Parameters<typeof one>[0][];
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(one) : one(parsed)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    staking,
    stake(wallet, tokenId) {
      staked.set(wallet.toLowerCase(), BigInt(tokenId));
    },
    async writeContractsFile(path) {
      const contracts = Object.fromEntries(CONTRACT_KEYS.map((key, i) => [key, addressOf(i)]));
      await writeFile(path, JSON.stringify({ chainId: STUB_CHAIN_ID, deployBlock: 1, contracts }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
