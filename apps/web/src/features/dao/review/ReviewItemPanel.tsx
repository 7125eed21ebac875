import type { ReviewKind } from "@icms/protocol";
import { Image, Text } from "@mantine/core";
import "../../../ui/article-content.css";
import { ReviewItemCard } from "../../../review/ReviewItemCard";
import { useDecide, useReviewDetail } from "./queries";

/** The picked content item: its cover and text, the tally and decisions so far, and the caller's decision. */
export function ReviewItemPanel({ kind, id, onDone }: { kind: ReviewKind; id: number; onDone: () => void }) {
  const detail = useReviewDetail(kind, id);
  const decide = useDecide(kind);
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
      {item?.cover_url && <Image src={item.cover_url} alt="" radius="sm" mah={200} fit="cover" />}
      <Text c="dimmed">{item?.abstract}</Text>
      {item?.content && (
        // Cleaned by the gateway when it was saved: safe to render as is.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized HTML from the gateway
        <div className="article-content" dangerouslySetInnerHTML={{ __html: item.content }} />
      )}
    </ReviewItemCard>
  );
}
