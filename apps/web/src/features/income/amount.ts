const DECIMALS = 18;
const AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/**
 * A token amount typed by the user (`12.5`, `0.001`) in wei, or null when it is not a plain
 * decimal number or has more than 18 decimals. Separators and exponents are refused rather than
 * guessed at.
 */
export function parseTokenAmount(text: string): bigint | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  if (fraction.length > DECIMALS) return null;
  return BigInt(whole) * 10n ** BigInt(DECIMALS) + BigInt(fraction.padEnd(DECIMALS, "0") || "0");
}

/** Wei as the plain decimal text `parseTokenAmount` reads back (no separators, no trailing zeros). */
export function weiToInput(wei: bigint): string {
  const unit = 10n ** BigInt(DECIMALS);
  const fraction = (wei % unit).toString().padStart(DECIMALS, "0").replace(/0+$/, "");
  return `${wei / unit}${fraction ? `.${fraction}` : ""}`;
}
