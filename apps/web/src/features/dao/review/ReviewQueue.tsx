import type { ReviewKind } from "@icms/protocol";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type QueueEntry, ReviewQueueLayout } from "../../../review/ReviewQueueLayout";
import type { ReviewListItem, WebReviewKind } from "../../../review/review-kinds";
import { REVIEW_PAGE_SIZE, useReviewKind, useReviewList } from "./queries";
import { ReviewItemPanel } from "./ReviewItemPanel";

interface ReviewQueueProps {
  kind: ReviewKind;
  /** `article_type` (articles) or `special_type` (specials); every type when undefined. */
  type: number | undefined;
}

/** A card of the list; what the item is called (article or video, special or channel) is its kind's word. */
function toEntry(t: TFunction, label: WebReviewKind["itemLabel"], item: ReviewListItem): QueueEntry {
  return {
    id: item.id,
    title: item.title,
    abstract: item.abstract,
    by: item.author.nickname || item.author.wallet_addr,
    at: item.created_at,
    review: item.review,
    label: label ? t(label(item.badge)) : "",
  };
}

/** Content items waiting in review, a page at a time, with the one picked shown beside the list. */
export function ReviewQueue({ kind, type }: ReviewQueueProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useReviewList(kind, type, page);
  const itemLabel = useReviewKind(kind).data?.itemLabel;
  return (
    <ReviewQueueLayout
      query={list}
      entries={(list.data?.list ?? []).map((item) => toEntry(t, itemLabel, item))}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={REVIEW_PAGE_SIZE}
      onPage={setPage}
      panel={(id, onDone) => <ReviewItemPanel kind={kind} id={id} onDone={onDone} />}
    />
  );
}
