/**
 * DEVELOPMENT ONLY: the test faucet. On the local development chain the deployer (a public
 * development key) owns the test USDT, so it can mint some to a new wallet and send it BNB for
 * gas. Refused in production, and on any chain where the development deployer does not own the
 * USDT contract or whose node is not on this machine (a public test or main network).
 */
import { devAccount, devChainDefinition, testUsdtAbi } from "@icms/contracts";
import { api, Code, type FaucetResult, GatewayError } from "@icms/protocol";
import { createWalletClient, type Hex, http, isAddressEqual, parseEther } from "viem";
import type { Config } from "../../config.js";
import { handle } from "../../context.js";
import { onChain, type SaleChain } from "./sale-chain.js";

/** What one faucet call sends: enough for a few NFTs at 1500 USDT, and gas. */
export const FAUCET_USDT = parseEther("10000");
export const FAUCET_BNB = parseEther("1");

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

/** Whether the faucet may run against this configuration and chain. */
export async function faucetAllowed(config: Config, chain: SaleChain): Promise<boolean> {
  if (config.NODE_ENV === "production" || !config.RPC_URL) return false;
  if (!LOOPBACK.has(new URL(config.RPC_URL).hostname)) return false;
  // A token without an owner, or one owned by someone else, is not the local test USDT.
  const owner = await chain.client
    .readContract({ address: chain.addresses.contracts.USDT, abi: testUsdtAbi, functionName: "owner" })
    .catch(() => undefined);
  return owner !== undefined && isAddressEqual(owner, devAccount("deployer").address);
}

/** The deployer's transactions go one at a time, so two calls never race for a nonce. */
let queue: Promise<unknown> = Promise.resolve();

async function send(config: Config, chain: SaleChain, to: Hex): Promise<void> {
  const deployer = createWalletClient({
    account: devAccount("deployer"),
    chain: devChainDefinition(config.RPC_URL),
    transport: http(config.RPC_URL),
  });
  const mint = await deployer.writeContract({
    address: chain.addresses.contracts.USDT,
    abi: testUsdtAbi,
    functionName: "mint",
    args: [to, FAUCET_USDT],
  });
  const gas = await deployer.sendTransaction({ to, value: FAUCET_BNB });
  for (const hash of [mint, gas]) {
    const receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: 30_000 });
    if (receipt.status !== "success") throw new Error(`faucet transaction ${hash} reverted`);
  }
}

export const faucetHandlers = {
  autonomy_faucet: handle(api.wallet_msrv.autonomy_faucet, async (_params, ctx): Promise<FaucetResult> => {
    if (ctx.config.NODE_ENV === "production") throw new GatewayError(Code.FaucetUnavailable);
    const wallet = ctx.session.wallet as Hex;
    await onChain(ctx.saleChain(), async (chain) => {
      if (!(await faucetAllowed(ctx.config, chain))) throw new GatewayError(Code.FaucetUnavailable);
      const turn = queue.then(() => send(ctx.config, chain, wallet));
      queue = turn.catch(() => undefined);
      await turn;
    });
    return { wallet_addr: wallet, usdt: FAUCET_USDT.toString(), bnb: FAUCET_BNB.toString() };
  }),
};
