import { xManStakingAbi } from "@icms/contracts";
import { api, Code, GatewayError, type StakeResult } from "@icms/protocol";
import { type Hex, isAddressEqual, parseEventLogs } from "viem";
import { handle } from "../../context.js";
import { onChain } from "./sale-chain.js";

export const stakingHandlers = {
  /**
   * A stake or unstake transaction of the caller's wallet, as its receipt on chain reports it.
   * The web app calls it once the receipt is in, to confirm the message it shows; X-Man status
   * and privileges follow the indexer, which sees the same events.
   */
  autonomy_stacknft: handle(api.wallet_msrv.autonomy_stacknft, ({ tx_hash }, ctx) =>
    onChain(ctx.saleChain(), async (chain): Promise<StakeResult> => {
      const receipt = await chain.receipt(tx_hash as Hex);
      if (receipt?.status !== "success") throw new GatewayError(Code.TxNotConfirmed);
      const staking = chain.addresses.contracts.XManStaking;
      const event = parseEventLogs({
        abi: xManStakingAbi,
        logs: receipt.logs.filter((log) => isAddressEqual(log.address, staking)),
      }).find((log) => isAddressEqual(log.args.account, ctx.session.wallet as Hex));
      if (!event) throw new GatewayError(Code.TxNotConfirmed);
      const stakedCount = Number(event.args.stakedCount);
      const staked = event.eventName === "Staked";
      return {
        action: staked ? "stake" : "unstake",
        token_ids: event.args.tokenIds.map(Number),
        staked_count: stakedCount,
        is_xman: stakedCount > 0,
        status_code: staked ? Code.StakeSucceeded : Code.UnstakeSucceeded,
      };
    }),
  ),
};
