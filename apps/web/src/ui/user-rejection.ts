/** EIP-1193: the user declined the request in their wallet. */
const USER_REJECTED_CODE = 4001;

/**
 * True when a wallet prompt was declined: EIP-1193 code 4001, viem's UserRejectedRequestError,
 * or ethers' ACTION_REJECTED, found on the error or anywhere along its `cause` chain.
 * Written without importing a wallet library so any screen may use it.
 */
export function isUserRejection(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 8; depth++) {
    const candidate = current as { code?: unknown; name?: unknown; cause?: unknown };
    if (candidate.code === USER_REJECTED_CODE || candidate.code === "ACTION_REJECTED") return true;
    if (candidate.name === "UserRejectedRequestError") return true;
    current = candidate.cause;
  }
  return false;
}
