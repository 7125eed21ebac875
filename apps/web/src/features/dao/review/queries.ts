import type { ReviewKind } from "@icms/protocol";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { loadReviewKind, loadReviewKinds } from "../../../review/registered-kinds";
import type { SignedReviewDecision } from "../../../review/review-kinds";
import { daoKeys } from "../../../wallet/membership";

export const REVIEW_PAGE_SIZE = 10;

/** Query keys of the review screens; invalidate through `reviewKeys.all` after a decision. */
const reviewKeys = {
  all: [...daoKeys.all, "review"] as const,
  kinds: () => [...daoKeys.all, "review-kinds"] as const,
  kind: (kind: ReviewKind) => [...reviewKeys.kinds(), kind] as const,
  list: (kind: ReviewKind, type: number | undefined, page: number) =>
    [...reviewKeys.all, "list", kind, type ?? 0, page] as const,
  detail: (kind: ReviewKind, id: number) => [...reviewKeys.all, "detail", kind, id] as const,
};

/** Every area's review kinds, loaded with their labels (the review home's cards). */
export function useReviewKinds() {
  return useQuery({ queryKey: reviewKeys.kinds(), queryFn: loadReviewKinds, staleTime: Number.POSITIVE_INFINITY });
}

/** One kind, loaded: its item labels and the body of its card. */
export function useReviewKind(kind: ReviewKind) {
  return useQuery({
    queryKey: reviewKeys.kind(kind),
    queryFn: () => loadReviewKind(kind),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A page of items of `kind` waiting in review, by the calls its area declared
 * (`review/registered-kinds.ts`); courses and projects have their own screens, the review home counts them here.
 */
export function useReviewList(kind: ReviewKind, type: number | undefined, page: number, enabled = true) {
  return useQuery({
    queryKey: reviewKeys.list(kind, type, page),
    queryFn: async () => (await loadReviewKind(kind)).list(page, REVIEW_PAGE_SIZE, type),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One item with its text (articles), the tally and the decisions so far. */
export function useReviewDetail(kind: ReviewKind, id: number | null) {
  return useQuery({
    queryKey: reviewKeys.detail(kind, id ?? 0),
    queryFn: async () => (await shownHere(kind)).detail(id ?? 0),
    enabled: id !== null,
  });
}

export function useDecide(kind: ReviewKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...fields }: SignedReviewDecision & { id: number }) =>
      (await shownHere(kind)).decide(id, fields),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** A kind reviewed in these screens gives its detail and decision calls. */
async function shownHere(kind: ReviewKind) {
  const { detail, decide } = await loadReviewKind(kind);
  if (!detail || !decide) throw new Error(`the review kind "${kind}" has its own screens`);
  return { detail, decide };
}
