import type { ReviewKind } from "@icms/protocol";
import { ReviewItemCard } from "../../../review/ReviewItemCard";
import { useDecide, useReviewDetail, useReviewKind } from "./queries";

/** The picked content item: its kind's body, the tally and decisions so far, and the caller's decision. */
export function ReviewItemPanel({ kind, id, onDone }: { kind: ReviewKind; id: number; onDone: () => void }) {
  const detail = useReviewDetail(kind, id);
  const decide = useDecide(kind);
  const Body = useReviewKind(kind).data?.Body;
  const item = detail.data;
  return (
    <ReviewItemCard
      kind={kind}
      itemId={id}
      query={detail}
      item={item}
      decide={(signed) => decide.mutateAsync({ id, ...signed })}
      onDone={onDone}
    >
      {item && Body && <Body item={item} />}
    </ReviewItemCard>
  );
}
