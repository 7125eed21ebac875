import { GATE_KINDS_WITH_AMOUNT, type GateKind, type PlanetSummary } from "@icms/protocol";
import { formatUnits, parseUnits } from "viem";
import type { TranslationKey } from "../../i18n";

/** ICT and ICMS both have 18 decimals; gate amounts travel in wei. */
const TOKEN_DECIMALS = 18;

export function needsAmount(kind: GateKind): boolean {
  return GATE_KINDS_WITH_AMOUNT.includes(kind);
}

/** A gate amount in wei as whole tokens for reading ("1500", "0.5"). */
export function tokensOf(wei: string | null): string {
  if (!wei) return "";
  try {
    return formatUnits(BigInt(wei), TOKEN_DECIMALS);
  } catch {
    return "";
  }
}

/** Tokens typed in the form as wei, or null when it is not a positive number of at most 18 decimals. */
export function weiOf(tokens: string): string | null {
  const text = tokens.trim();
  if (!/^\d+(\.\d{1,18})?$/.test(text)) return null;
  const wei = parseUnits(text, TOKEN_DECIMALS);
  return wei > 0n ? wei.toString() : null;
}

/** The sentence saying who may join, as a locale key and its values. */
export function gateRule(planet: Pick<PlanetSummary, "gate_kind" | "gate_amount">): {
  key: TranslationKey;
  values: { amount: string };
} {
  return { key: `planets.gate.rule.${planet.gate_kind}`, values: { amount: tokensOf(planet.gate_amount) } };
}
