/**
 * What the member review decides on, registered by the areas that own it: each area lists its
 * review kinds in its `defineArea({ reviewKinds })`, and the registry gathers them into the app
 * context (`ctx.reviewKinds`, by name; `createAppContext` refuses a name given twice). The decision (`decide.ts`) looks a kind up by its name and calls
 * it: the core knows no area and has no branch on a kind.
 */
import { Code, type ContentStatus, GatewayError } from "@icms/protocol";
import type { AppContext } from "../../../context.js";
import type { Queryable } from "../../../db/db.js";

/** An item locked for a decision: its owner (who may not review it) and its status when locked. */
export interface LockedItem {
  owner: number;
  status: ContentStatus;
}

/**
 * One kind of reviewed item. `I` is what the kind's `lock` finds and its `settle` needs again
 * (a wiki entry's open flag, say); the core only reads `owner`.
 */
export interface ReviewKind<I extends LockedItem = LockedItem> {
  /** The `kind` a decision signs and stores (`review_decisions.kind`; the migration lists it). */
  readonly name: string;
  /**
   * Locks the item (`FOR UPDATE`, in the decision's transaction) so concurrent decisions on it
   * queue; 3002 unless it waits in review.
   */
  lock(q: Queryable, id: number): Promise<I>;
  /**
   * The round reached its quorum, in the same transaction before its decisions are marked
   * settled: list the item (`passed`) or refuse it.
   */
  settle(q: Queryable, id: number, item: I, passed: boolean): Promise<void>;
  /**
   * The item's title and page, for the notice that tells its owner the result
   * (`review_passed` / `review_refused`). A kind without it tells its owners itself.
   */
  describe?(q: Queryable, id: number): Promise<{ title: string; url: string }>;
  /** After the settling transaction committed: drop what caches still show of the item. */
  settled?(app: AppContext, id: number): Promise<void>;
}

/** Declares a kind; its item type is checked here and erased for the registry. */
export function defineReviewKind<I extends LockedItem>(kind: ReviewKind<I>): ReviewKind {
  return kind as unknown as ReviewKind;
}

/** The kind a decision names; 3002 when no area registered it (no such item waits in review). */
export function reviewKindOf(kinds: ReadonlyMap<string, ReviewKind>, name: string): ReviewKind {
  const kind = kinds.get(name);
  if (!kind) throw new GatewayError(Code.NotFound);
  return kind;
}
