import { api, Code, GatewayError, NFT_PRICE, type NftPurchaseQuote, type NftSaleStages } from "@icms/protocol";
import { type CallContext, handle } from "../../context.js";
import { onChain } from "./sale-chain.js";

/** Without a chain the sale shows no stages (the DAO home still renders). */
const NO_SALE = (): NftSaleStages => ({
  stages: [],
  current: null,
  price: NFT_PRICE.toString(),
  chain_time: Math.floor(Date.now() / 1000),
});

/** What `quantity` NFTs cost in the running stage; 804114 when none runs, 804115 when stock is short. */
export async function quote(ctx: CallContext, quantity: number): Promise<NftPurchaseQuote> {
  return onChain(ctx.saleChain(), async (chain) => {
    const { current } = await chain.stages();
    if (current?.status !== "running") throw new GatewayError(Code.SaleNotRunning);
    if (current.remaining < quantity) throw new GatewayError(Code.SaleOutOfStock);
    return {
      stage_id: current.stage_id,
      quantity,
      amount: (NFT_PRICE * BigInt(quantity)).toString(),
      price: NFT_PRICE.toString(),
      remaining: current.remaining,
      usdt_contract: chain.addresses.contracts.USDT,
      sale_contract: chain.addresses.contracts.NFTSale,
    };
  });
}

export const stageHandlers = {
  autonomy_nft_batch: handle(api.wallet_msrv.autonomy_nft_batch, async (_params, ctx) => {
    const chain = ctx.saleChain();
    if (!chain) return NO_SALE();
    return onChain(chain, (c) => c.stages());
  }),
  autonomy_buynft: handle(api.wallet_msrv.autonomy_buynft, ({ quantity }, ctx) => quote(ctx, quantity)),
};
