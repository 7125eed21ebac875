import { REVIEW_DEADLINE_MAX_SECONDS, type ReviewFields, reviewTypedData } from "@icms/protocol";
import type { WalletEngine } from "./wallet-engine-types";

/** The wallet is not connected and none can be connected from here. */
class WalletNotConnectedError extends Error {
  override name = "WalletNotConnectedError";
}

/** A random 128-bit nonce as a decimal string: the gateway refuses a second use. */
function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`).toString();
}

/**
 * Signs one review decision (any kind: content, courses, projects) with the member's wallet,
 * connecting it first when the page lost its connection: the typed data of `@icms/protocol`, for
 * this platform's chain and staking contract.
 */
export async function signDecision(
  engine: WalletEngine,
  fields: Omit<ReviewFields, "nonce" | "deadline">,
): Promise<{ nonce: string; deadline: number; signature: `0x${string}` }> {
  const restored = await engine.restore();
  if (!restored) {
    const option = engine.options()[0];
    if (!option) throw new WalletNotConnectedError("Please Connect The Wallet First");
    await engine.connect(option.id);
  }
  const verifyingContract = engine.config.contracts.XManStaking as `0x${string}` | undefined;
  if (!verifyingContract) throw new WalletNotConnectedError("The staking contract is not configured");
  const nonce = randomNonce();
  // A few minutes less than the gateway allows, for a clock that runs ahead.
  const deadline = Math.floor(Date.now() / 1000) + REVIEW_DEADLINE_MAX_SECONDS - 300;
  const typed = reviewTypedData(engine.config.chainId, verifyingContract, { ...fields, nonce, deadline });
  const signature = await engine.signTypedData(typed);
  return { nonce, deadline, signature };
}
