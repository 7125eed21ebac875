import type { CredentialProblem, MultisendNetwork, TargetError, TargetState } from "@icms/protocol";
import type { TranslationKey } from "../../i18n";

/** The screen's words for the protocol's names: keys built here, so every one is in the bundle. */
export const networkKey = (network: MultisendNetwork) => `multisend.network.${network}` as const;
export const stateKey = (state: TargetState) => `multisend.state.${state}` as const;
export const reasonKey = (reason: TargetError) => `multisend.reason.${reason}` as const;
export const problemKey = (problem: CredentialProblem) => `multisend.problem.${problem}` as const;
/** A credential field's label; the bundle holds one per key of `NETWORK_FIELDS`. */
export const fieldKey = (key: string) => `multisend.field.${key}` as TranslationKey;
/** The heading of a group of fields given together (X: `oauth1` or `bearer`). */
export const groupKey = (group: string) => `multisend.group.${group}` as TranslationKey;
