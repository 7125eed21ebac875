import type { ContentLang } from "@icms/protocol";
import { keccak256, toHex } from "viem";

export interface DemoAuthor {
  name: string;
  address: string;
}

/**
 * The dev chain's demo users (contracts/src/chain/dev-roles.ts: alice, bob, carol and dave are
 * the public Hardhat development accounts 2 to 5). Signing in with their keys on the local chain
 * shows their demo content. Development only: these keys are public.
 */
export const DEV_CHAIN_AUTHORS: DemoAuthor[] = [
  { name: "alice", address: "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC" },
  { name: "bob", address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906" },
  { name: "carol", address: "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65" },
  { name: "dave", address: "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc" },
];

/** More writers, with addresses derived from their names (no key exists for them). */
export const GENERATED_AUTHORS: DemoAuthor[] = ["mira", "kenji", "lena", "tomas"].map((name) => ({
  name,
  address: `0x${keccak256(toHex(`icms-demo-author:${name}`)).slice(-40)}`,
}));

/** Who writes in which language (by name); the first of each list also owns that language's channel. */
export const WRITERS: Record<ContentLang, string[]> = {
  en: ["alice", "dave", "mira"],
  zh: ["bob", "kenji", "dave"],
  ru: ["carol", "lena", "tomas"],
};

/** Display names shown on the demo profiles. */
export const DISPLAY_NAMES: Record<string, string> = {
  alice: "Alice Chen",
  bob: "王博",
  carol: "Карина Орлова",
  dave: "Dave Okafor",
  mira: "Mira Patel",
  kenji: "林健",
  lena: "Лена Смирнова",
  tomas: "Томас Берг",
};
