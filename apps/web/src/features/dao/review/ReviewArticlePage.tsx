import { SegmentedControl, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../../ui/PageFrame";
import { MembersOnly } from "../../../wallet/membership";
import { ReviewQueue } from "./ReviewQueue";

const TYPES = ["1", "2", "3"] as const;

/** /icmsdao/icms_dao_autonomy/article?article_type=1|2|3: articles, videos or wiki entries in review. */
export function ReviewArticlePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const type = TYPES.find((value) => value === params.get("article_type")) ?? "1";
  return (
    <PageFrame title={t("dao.review.articlesTitle")}>
      <MembersOnly>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t("dao.review.kindSwitch")}
            value={type}
            onChange={(value) => setParams({ article_type: value })}
            data={[
              { value: "1", label: t("dao.review.type.article") },
              { value: "2", label: t("dao.review.type.video") },
              { value: "3", label: t("dao.review.type.wiki") },
            ]}
          />
          {type === "3" ? (
            <ReviewQueue key="wiki" kind="wiki" type={undefined} />
          ) : (
            <ReviewQueue key={type} kind="article" type={Number(type)} />
          )}
        </Stack>
      </MembersOnly>
    </PageFrame>
  );
}
