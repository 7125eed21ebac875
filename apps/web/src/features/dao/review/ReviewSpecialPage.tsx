import { SegmentedControl, Stack } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PageFrame } from "../../../ui/PageFrame";
import { MembersOnly } from "../../../wallet/membership";
import { ReviewQueue } from "./ReviewQueue";

/** /icmsdao/icms_dao_autonomy/special: specials and channels in review. */
export function ReviewSpecialPage() {
  const { t } = useTranslation();
  const [type, setType] = useState("0");
  return (
    <PageFrame title={t("dao.review.specialsTitle")}>
      <MembersOnly>
        <Stack gap="md">
          <SegmentedControl
            aria-label={t("dao.review.kindSwitch")}
            value={type}
            onChange={setType}
            data={[
              { value: "0", label: t("dao.review.type.all") },
              { value: "1", label: t("dao.review.type.special") },
              { value: "2", label: t("dao.review.type.channel") },
            ]}
          />
          <ReviewQueue key={type} kind="special" type={type === "0" ? undefined : Number(type)} />
        </Stack>
      </MembersOnly>
    </PageFrame>
  );
}
