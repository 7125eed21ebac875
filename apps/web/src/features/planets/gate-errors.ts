import { Code, type GateKind } from "@icms/protocol";
import type { TranslationKey } from "../../i18n";
import { i18next } from "../../i18n";
import { showError, toast } from "../../ui/notify";
import { tokensOf } from "./gate-rule";

/** `data` of an 802011 refusal, as the gateway sends it (services/planets/gate-holdings.ts). */
interface GateShortfall {
  gate_kind: GateKind;
  gate_amount: string | null;
  held: string;
  indexed_block: number;
}

const KINDS: readonly GateKind[] = ["dao_nft", "ict_balance", "icms_balance", "entry_fee"];

/**
 * Why a join or a post was refused by the planet's entry rule (802011): what the rule asks, what
 * the chain index saw in the wallet and at which block, as a locale key and its values; null for
 * any other refusal.
 */
function gateExplanation(
  error: unknown,
): { key: TranslationKey; values: { amount: string; held: string; block: number } } | null {
  const { code, data } = (error ?? {}) as { code?: number; data?: Partial<GateShortfall> | null };
  if (code !== Code.PlanetGateNotMet || !data || !data.gate_kind || !KINDS.includes(data.gate_kind)) return null;
  return {
    key: `planets.gateShort.${data.gate_kind as Exclude<GateKind, "none">}`,
    values: {
      amount: tokensOf(data.gate_amount ?? null),
      held: tokensOf(data.held ?? "0") || "0",
      block: Number(data.indexed_block ?? 0),
    },
  };
}

/** Shows a refusal: the gate's own explanation when it is one, the gateway's message otherwise. */
export function showGateError(error: unknown): void {
  const explained = gateExplanation(error);
  if (!explained) {
    showError(error);
    return;
  }
  toast({ message: i18next.t(explained.key, explained.values), type: "warning" });
}
