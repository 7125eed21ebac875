import type { ReviewKind } from "@icms/protocol";
import type { ReviewKindEntry, WebReviewKind } from "./review-kinds";

/**
 * The review kinds of every area, handed over by the area list (`app/areas.ts`) when it loads.
 * The DAO's review screens read them here rather than from that list: the list reaches those
 * screens through the DAO area's routes, so importing it back would be a cycle.
 */
let entries: readonly ReviewKindEntry[] = [];
const loads = new Map<ReviewKind, Promise<WebReviewKind>>();

/** Takes the areas' kinds, in the order of their `at`; a kind declared twice is a programming error. */
export function registerReviewKinds(declared: readonly ReviewKindEntry[]): void {
  const seen = new Set<ReviewKind>();
  for (const { kind } of declared) {
    if (seen.has(kind)) throw new Error(`two areas declare the review kind "${kind}"`);
    seen.add(kind);
  }
  entries = [...declared].sort((a, b) => a.at - b.at);
  loads.clear();
}

/** The registered kinds, in the review home's order. */
export function reviewKindEntries(): readonly ReviewKindEntry[] {
  return entries;
}

/** The loaded kind `kind`, downloaded once; a kind no area declares is a programming error. */
export function loadReviewKind(kind: ReviewKind): Promise<WebReviewKind> {
  const cached = loads.get(kind);
  if (cached) return cached;
  const entry = entries.find((candidate) => candidate.kind === kind);
  if (!entry) return Promise.reject(new Error(`no area declares the review kind "${kind}"`));
  const loading = entry.load();
  // A failed download is tried again next time rather than kept.
  loading.catch(() => loads.delete(kind));
  loads.set(kind, loading);
  return loading;
}

/** Every registered kind, loaded, in the review home's order. */
export function loadReviewKinds(): Promise<(WebReviewKind & { kind: ReviewKind })[]> {
  return Promise.all(entries.map(async ({ kind }) => ({ kind, ...(await loadReviewKind(kind)) })));
}

/**
 * An area's loader of one kind: `load` downloads the kind's module with the strings bundles it
 * shows (through `withStrings`, as routes load their pages), `name` is its export.
 */
export function lazyReviewKind<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): () => Promise<WebReviewKind> {
  return () => load().then((module) => module[name] as WebReviewKind);
}
