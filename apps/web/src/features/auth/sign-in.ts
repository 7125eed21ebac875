import { api, type LoginResult } from "@icms/protocol";
import type { callGateway } from "../../app/gateway";
import type { WalletEngine } from "../../wallet/wallet-engine-types";
import { schedulePrivilegeFetch } from "./privileges";
import { saveSignIn } from "../../session/session-store";

/** The steps of product-spec section 4: connect, check the chain, sign, log in. */
export type SignInStep = "connecting" | "checkingChain" | "signing" | "verifying";

/** The wallet is on another chain than the platform's; the login stops here. */
export class WrongChainError extends Error {
  override readonly name = "WrongChainError";
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`wallet on chain ${actual}, platform on chain ${expected}`);
  }
}

export interface SignInDeps {
  wallet: Pick<WalletEngine, "connect" | "signMessage">;
  call: typeof callGateway;
  expectedChainId: number;
  onStep?: (step: SignInStep) => void;
  /** Defaults to the spec's one-second-later privilege fetch. */
  afterLogin?: () => void;
}

/**
 * Signs in with one wallet: connect, check the chain against the configured one, ask the
 * gateway for an EIP-4361 message, have the wallet sign exactly that text, then `metamask_login`.
 * On success the session is stored (tokens, uid and the wallet keys).
 */
export async function signInWithWallet(walletId: string, deps: SignInDeps): Promise<LoginResult> {
  deps.onStep?.("connecting");
  const { address, chainId, walletType } = await deps.wallet.connect(walletId);
  deps.onStep?.("checkingChain");
  if (chainId !== deps.expectedChainId) throw new WrongChainError(deps.expectedChainId, chainId);
  const { message } = await deps.call(api.user_msrv.login_nonce, { wallet_addr: address, chain_id: chainId });
  deps.onStep?.("signing");
  const signature = await deps.wallet.signMessage(message);
  deps.onStep?.("verifying");
  const result = await deps.call(api.user_msrv.metamask_login, { wallet_addr: address, message, signature });
  saveSignIn(result, { address, chainId, walletType });
  (deps.afterLogin ?? schedulePrivilegeFetch)();
  return result;
}
