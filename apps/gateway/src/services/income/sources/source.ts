import type { RawBuilder } from "kysely";

/** One event a source scores: its id within the source, whose it is, and how many units it counts. */
interface SourceEvent {
  source_id: string;
  wallet: string;
  units: number;
  occurred_at: Date;
}

/**
 * A kind of contribution (docs/income.md, "Adding a contribution source"). The settlement asks
 * every source for its events before the epoch's end; the ledger's key (kind, source id) keeps
 * each event scored once, in the first epoch that saw it, at `units` times the epoch's weight.
 */
export interface ContributionSource {
  kind: string;
  /** Points per unit in the weights published with each new epoch. */
  weight: number;
  /** A query of the events that happened before `until` (wallets lower-case). */
  events(until: Date): RawBuilder<SourceEvent>;
}

/** One paying event of the platform: its id within the source, coin, amount in wei, and when it counts. */
interface IncomeRow {
  source_id: string;
  coin: string;
  amount: string;
  at: Date;
}

/**
 * A kind of platform income. Before sharing the income that arrived, the settlement copies every
 * source's rows counted before the epoch's end into `platform_income`, once per (kind, source id).
 */
export interface PlatformIncomeSource {
  kind: string;
  rows(until: Date): RawBuilder<IncomeRow>;
}
