import { Code, GatewayError, type GateKind } from "@icms/protocol";
import type { AppContext } from "../../context.js";
import type { Queryable } from "../../db/db.js";

/** What the entry rule of a planet is judged on. */
export interface GatedPlanet {
  id: number;
  owner_uid: number;
  gate_kind: GateKind;
  /** In wei, a decimal string; null for `none` and `dao_nft`. */
  gate_amount: string | null;
}

/** Who asks, and for what: joining (an entry fee names its payment) or posting as a member. */
export interface GateRequest {
  uid: number;
  wallet: string;
  purpose: "join" | "post";
  tx_hash?: string;
}

/**
 * The one place a planet's entry rule is decided: called by `circle_join_in` and before every
 * topic and comment, inside the post's transaction (`q`), so posting rights follow what the
 * member holds now. Answers nothing when the rule is met; throws a catalogue error otherwise
 * (802011 not met, 802012 cannot be checked, 802013 an entry fee without its payment). The owner
 * always passes. Every code thrown here is declared by the calls that post or join.
 */
export async function checkGate(_app: AppContext, _q: Queryable, planet: GatedPlanet, who: GateRequest): Promise<void> {
  if (planet.gate_kind === "none" || planet.owner_uid === who.uid) return;
  // The chain-backed rules (DAO NFT, ICT or ICMS balance, entry fee) are not checked by this
  // gateway yet: refusing is the safe answer until they are.
  throw new GatewayError(Code.PlanetGateUnavailable, { gate_kind: planet.gate_kind });
}
