import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { articleTypeParam, idParam } from "../../app/paths";
import { useMySpecial } from "./queries";
import { SpecialForm } from "./SpecialForm";

/** /ucenter/write_special?article_type=&special_type=&special_id=: create or edit a special or channel. */
export function WriteSpecialPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const specialId = idParam(params.get("special_id"));
  const specialType = params.get("special_type") === "2" ? 2 : 1;
  const articleType = articleTypeParam(params.get("article_type"));
  const existing = useMySpecial(specialId);
  const title = specialId > 0 ? t("write.heading.edit.special") : t(`write.heading.new.special${specialType}`);

  return (
    <PageFrame title={title} size="md">
      {specialId > 0 ? (
        <QueryStatus query={existing} skeletonRows={3}>
          {existing.data && (
            <SpecialForm
              key={existing.data.special_id}
              special={existing.data}
              specialType={existing.data.special_type}
              articleType={articleType}
            />
          )}
        </QueryStatus>
      ) : (
        <SpecialForm specialType={specialType} articleType={articleType} />
      )}
    </PageFrame>
  );
}
