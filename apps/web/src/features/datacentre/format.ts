import { useTranslation } from "react-i18next";
import { formatTokenAmount } from "../../ui/token-amount";

/** Counts and token amounts in the reader's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return {
    count: (value: number) => number.format(value),
    /** An amount in wei, to four decimals. */
    amount: (wei: string | bigint) => formatTokenAmount(wei, 4, i18n.language),
    /** A chart's token figure (already in tokens), to four decimals. */
    tokens: (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(value),
  };
}
