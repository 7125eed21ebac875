import type { ReviewKind } from "@icms/protocol";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type QueueEntry, ReviewQueueLayout } from "../../../review/ReviewQueueLayout";
import { REVIEW_PAGE_SIZE, type ReviewListItem, useReviewList } from "./queries";
import { ReviewItemPanel } from "./ReviewItemPanel";

interface ReviewQueueProps {
  kind: ReviewKind;
  /** `article_type` (articles) or `special_type` (specials); every type when undefined. */
  type: number | undefined;
}

/** What kind of item a card holds: special or channel, article, video or wiki entry. */
function typeLabel(t: TFunction, kind: ReviewKind, badge: number): string {
  if (kind === "special") return t(badge === 2 ? "dao.review.type.channel" : "dao.review.type.special");
  if (badge === 2) return t("dao.review.type.video");
  return t(badge === 3 ? "dao.review.type.wiki" : "dao.review.type.article");
}

function toEntry(t: TFunction, kind: ReviewKind, item: ReviewListItem): QueueEntry {
  return {
    id: item.id,
    title: item.title,
    abstract: item.abstract,
    by: item.author.nickname || item.author.wallet_addr,
    at: item.created_at,
    review: item.review,
    label: typeLabel(t, kind, item.badge),
  };
}

/** Content items waiting in review, a page at a time, with the one picked shown beside the list. */
export function ReviewQueue({ kind, type }: ReviewQueueProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useReviewList(kind, type, page);
  return (
    <ReviewQueueLayout
      query={list}
      entries={(list.data?.list ?? []).map((item) => toEntry(t, kind, item))}
      total={list.data?.total ?? 0}
      page={page}
      pageSize={REVIEW_PAGE_SIZE}
      onPage={setPage}
      panel={(id, onDone) => <ReviewItemPanel kind={kind} id={id} onDone={onDone} />}
    />
  );
}
