/**
 * DEVELOPMENT ONLY. Who the development wallet signs as: the local chain's demo accounts, each
 * with its part in the demo content, so a newcomer can see the platform as a reviewer, an
 * operator or a plain reader. Kept for the tab (session storage), like the wallet connection,
 * so a reload signs as the same persona. No key lives here: `dev-wallet.ts` holds them.
 */
export const DEV_PERSONAS = ["owner", "alice", "bob", "carol", "dave"] as const;
export type DevPersona = (typeof DEV_PERSONAS)[number];

/** The development account index of each persona (Hardhat account #i; see the contracts' dev roles). */
export const DEV_PERSONA_INDEX: Record<DevPersona, number> = { owner: 0, alice: 2, bob: 3, carol: 4, dave: 5 };

const STORAGE_KEY = "icms.devPersona";

export function devPersona(): DevPersona {
  const stored = globalThis.sessionStorage?.getItem(STORAGE_KEY);
  return DEV_PERSONAS.find((persona) => persona === stored) ?? "owner";
}

export function setDevPersona(persona: DevPersona): void {
  globalThis.sessionStorage?.setItem(STORAGE_KEY, persona);
}
