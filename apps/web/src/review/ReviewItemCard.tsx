import type { ReviewKind, ReviewTally, ReviewVote } from "@icms/protocol";
import { Card, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryStatus, type QueryStatusProps } from "../ui/QueryStatus";
import { NotMemberNotice } from "../wallet/membership";
import { ReviewDecisionForm } from "./ReviewDecisionForm";
import type { SignedReviewDecision } from "./review-kinds";
import { ReviewVotes } from "./ReviewVotes";
import { TallyBadges } from "./TallyBadges";

/** What every kind of item shows in review, beside its own body. */
interface ReviewedItem {
  title: string;
  review: ReviewTally;
  votes: ReviewVote[];
}

interface Props {
  kind: ReviewKind;
  itemId: number;
  query: QueryStatusProps["query"];
  item: ReviewedItem | undefined;
  /** The item's own content: text, cover, directory, parts. */
  children?: ReactNode;
  decide: (signed: SignedReviewDecision) => Promise<{ status: string }>;
  onDone: () => void;
}

/**
 * The picked item of a review queue: its title and tally, its body, the members' decisions so
 * far, then the caller's decision (or the form to make it).
 */
export function ReviewItemCard({ kind, itemId, query, item, children, decide, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="article" aria-label={item?.title ?? t("dao.review.item")}>
      <QueryStatus query={query}>
        {item && (
          <Stack gap="md">
            <Title order={2} size="h3">
              {item.title}
            </Title>
            <TallyBadges review={item.review} />
            {children}
            <ReviewVotes votes={item.votes} />
            {item.review.my_decision ? (
              <Text fw={600}>
                {t(item.review.my_decision === "pass" ? "dao.review.youPassed" : "dao.review.youRejected")}
              </Text>
            ) : (
              <ReviewDecisionForm
                kind={kind}
                itemId={itemId}
                decide={decide}
                onDone={onDone}
                notMember={<NotMemberNotice />}
              />
            )}
          </Stack>
        )}
      </QueryStatus>
    </Card>
  );
}
