import type { AuthorReview, ContentStatus } from "@icms/protocol";
import { List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Where an item stands in the members' review, and why they rejected it, for its author. */
export function ReviewState({ review, status }: { review: AuthorReview; status: ContentStatus }) {
  const { t } = useTranslation();
  const decided = review.pass_count + review.reject_count > 0;
  if (status !== "audit" && !decided) return null;
  return (
    <>
      {(status === "audit" || decided) && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("manage.review.tally", { pass: review.pass_count, reject: review.reject_count, quorum: review.quorum })}
        </Text>
      )}
      {review.reasons.length > 0 && (
        <>
          <Text size="xs" fw={600} mt={4}>
            {t("manage.review.reasons")}
          </Text>
          <List size="xs">
            {review.reasons.map((reason, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two members may give the same reason
              <List.Item key={index}>{reason}</List.Item>
            ))}
          </List>
        </>
      )}
    </>
  );
}
