/** 18-decimal token amounts (wei) as text: whole part with separators, at most `decimals` decimals, no trailing zeros. */
export function formatTokenAmount(wei: bigint | string, decimals = 4, locale?: string): string {
  const value = typeof wei === "string" ? BigInt(wei) : wei;
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const unit = 10n ** 18n;
  const whole = abs / unit;
  const fraction = (abs % unit).toString().padStart(18, "0").slice(0, decimals).replace(/0+$/, "");
  const wholeText = new Intl.NumberFormat(locale).format(whole);
  return `${negative ? "-" : ""}${wholeText}${fraction ? `.${fraction}` : ""}`;
}
