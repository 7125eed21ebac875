import type { ReviewTally } from "@icms/protocol";
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Passes and rejects so far against the quorum, in staked NFTs, and the caller's own decision. */
export function TallyBadges({ review }: { review: ReviewTally }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <Badge color="blue" variant="light">
        {t("dao.review.passCount", { count: review.pass_count, quorum: review.quorum })}
      </Badge>
      <Badge color="red" variant="light">
        {t("dao.review.rejectCount", { count: review.reject_count, quorum: review.quorum })}
      </Badge>
      {review.my_decision && (
        <Badge color={review.my_decision === "pass" ? "blue" : "red"} variant="dot">
          {t(review.my_decision === "pass" ? "dao.review.mine.pass" : "dao.review.mine.reject")}
        </Badge>
      )}
    </Group>
  );
}
