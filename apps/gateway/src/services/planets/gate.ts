import { Code, GatewayError, type GateKind } from "@icms/protocol";
import type { TransactionReceipt } from "viem";
import type { AppContext } from "../../context.js";
import type { Queryable } from "../../db/db.js";
import { admitOnEntryFee } from "./entry-fee.js";
import { type GateShortfall, hasPaidEntry, holdingRefusal } from "./gate-holdings.js";

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
  /** The entry fee's receipt, read from the chain before the transaction (`entryFeeReceipt`). */
  receipt?: TransactionReceipt;
}

/**
 * The one place a planet's entry rule is decided: called by `circle_join_in` and before every
 * topic and comment, inside the post's transaction (`q`), so posting rights follow what the
 * member holds now. Answers nothing when the rule is met; throws a catalogue error otherwise
 * (802011 not met, with a `GateShortfall` in `data`; 802012 cannot be checked; 802013 an entry
 * fee without its payment; 802020-802024 a payment refused, see entry-fee.ts). The owner always
 * passes. `circle_join_in` declares every code thrown here; `topics_add` and `comment_add` declare
 * 802011 and 802012 (posting never reaches a payment). A new code needs its line in those
 * declarations.
 *
 * - `dao_nft`: the wallet holds or has staked at least one DAO NFT, in the chain index;
 * - `ict_balance`, `icms_balance`: the indexed balance is at least `gate_amount`;
 * - `entry_fee`: joining names an ICT payment to the owner, checked on chain and recorded once;
 *   posting needs such a recorded payment for this planet.
 */
export async function checkGate(app: AppContext, q: Queryable, planet: GatedPlanet, who: GateRequest): Promise<void> {
  if (planet.gate_kind === "entry_fee" && who.purpose === "join" && planet.owner_uid !== who.uid) {
    if (!who.tx_hash) throw new GatewayError(Code.EntryFeeRequired, { gate_amount: planet.gate_amount });
    await admitOnEntryFee(app, q, planet, who, who.tx_hash);
    return;
  }
  const refusal = await gateRefusal(q, planet, who);
  if (refusal) throw refusal;
}

/**
 * Whether `who` may post under the planet's rule now, without throwing: undefined when the rule is
 * met, else the refusal `checkGate` would throw for a post (for the viewer's `can_post`).
 */
export async function gateRefusal(
  q: Queryable,
  planet: GatedPlanet,
  who: Pick<GateRequest, "uid" | "wallet">,
): Promise<GatewayError | undefined> {
  if (planet.gate_kind === "none" || planet.owner_uid === who.uid) return undefined;
  if (planet.gate_kind !== "entry_fee") return holdingRefusal(q, planet.gate_kind, planet.gate_amount, who.wallet);
  if (await hasPaidEntry(q, planet.id, who.uid)) return undefined;
  const shortfall: GateShortfall = {
    gate_kind: "entry_fee",
    gate_amount: planet.gate_amount,
    held: "0",
    indexed_block: 0,
  };
  return new GatewayError(Code.PlanetGateNotMet, shortfall);
}
