/**
 * What an area adds to the demo content (`defineArea({ seed: [...] })`). The runner
 * (`demo-content.ts`) makes the demo users, their media and the articles, then runs every area's
 * steps by `order` in one transaction, each given what came before.
 */
import type { Config } from "../config.js";
import type { Queryable } from "../db/db.js";
import type { ReviewSeedDomain } from "./dao-review.js";
import type { DemoVoter } from "./dao-votes.js";
import type { SeedLanguage } from "./texts.js";

export interface DemoSeed {
  q: Queryable;
  /** The demo users' ids by name (`alice`, `dave`, `mira`...), in the order they were made. */
  uids: Map<string, number>;
  /** The first demo user, who owns the shared media. */
  first: number;
  /** The demo users with their keys (the dev chain's accounts have their public development keys). */
  authors: DemoVoter[];
  /** Two uploaded covers per topic, in topic order. */
  coverPairs: [string, string][];
  /** Short uploaded slide-show videos. */
  videos: string[];
  languages: SeedLanguage[];
  /** The demo's one random sequence: a step that draws from it must keep its place in the order. */
  next: () => number;
  now: Date;
  /** The chain settings when a local chain runs (none without one). */
  chain?: Pick<Config, "RPC_URL" | "CONTRACTS_FILE" | "CHAIN_ID">;
  /** The chain the demo's review decisions are signed for, when a local chain runs. */
  reviewDomain?: ReviewSeedDomain;
}

/** What a step adds to the runner's counts (specials and articles it wrote besides the runner's own). */
interface SeedCounts {
  specials?: number;
  articles?: number;
}

export interface SeedStep {
  /** Steps run from the lowest order up; a step that reads another's rows comes after it. */
  order: number;
  run(seed: DemoSeed): Promise<SeedCounts | undefined>;
}
