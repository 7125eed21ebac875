import { ARTICLE_TYPE } from "@icms/protocol";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { ArticleFeed } from "./ArticleFeed";
import { idParam } from "./paths";
import type { ArticleFilter } from "./queries";

/** The lists `cmslist` can show, by `list_type`. */
const LIST_TYPES = ["article", "video", "howto", "special", "tag"] as const;
type ListType = (typeof LIST_TYPES)[number];

/** What `list_type` (with `special_id` or `tag`) asks article_list for. */
export function listFilter(params: URLSearchParams): { type: ListType; filter: ArticleFilter; layout: "row" | "tile" } {
  const raw = params.get("list_type") ?? "";
  const specialId = idParam(params.get("special_id"));
  const tag = (params.get("tag") ?? "").trim();
  const type: ListType = (LIST_TYPES as readonly string[]).includes(raw)
    ? (raw as ListType)
    : specialId
      ? "special"
      : "article";
  switch (type) {
    case "video":
      return { type, filter: { article_type: ARTICLE_TYPE.video }, layout: "tile" };
    case "howto":
      return { type, filter: { is_howto: 1 }, layout: "row" };
    case "special":
      return { type, filter: specialId ? { special_id: specialId } : {}, layout: "row" };
    case "tag":
      return { type, filter: tag ? { tag } : {}, layout: "row" };
    default:
      return { type, filter: { article_type: ARTICLE_TYPE.article }, layout: "row" };
  }
}

/**
 * /appcms/cmslist?list_type=&special_id=: a plain list of one kind (articles, videos, HowTos,
 * a special's items, or a tag's items), newest first, with infinite scroll.
 */
export function CmsListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { type, filter, layout } = listFilter(params);
  const tag = params.get("tag");
  const title = type === "tag" && tag ? t("cms.list.tagTitle", { tag }) : t(`cms.list.${type}`);
  return (
    <PageFrame title={title}>
      <ArticleFeed key={JSON.stringify(filter)} filter={filter} layout={layout} />
    </PageFrame>
  );
}
