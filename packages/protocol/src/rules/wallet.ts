/** A wallet address: `0x` and 40 hex digits (any case). */
export const WALLET_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/** A wallet address, trimmed: missing answers 3005, malformed 3006. */
export function walletAddressProblem(value: string): "required" | "format" | null {
  const address = value.trim();
  if (address === "") return "required";
  return WALLET_ADDRESS_PATTERN.test(address) ? null : "format";
}
