import { ARTICLE_TYPE } from "@icms/protocol";
import { Button, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router";
import { PageFrame } from "../../ui/PageFrame";
import { isSignedIn, useSession } from "../../session/session-store";
import { loginPath } from "../../app/nav/nav-model";
import { ArticleFeed, ArticleFeedView } from "../../ui/content/ArticleFeed";
import { idParam } from "../../app/paths";
import { type ArticleFilter, useCollectionFeed } from "../../queries/content";
import { TagFollow } from "./TagFollow";

/** The lists `cmslist` can show, by `list_type`. */
const LIST_TYPES = ["article", "video", "howto", "special", "tag", "collect"] as const;
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
    case "collect":
      return { type, filter: {}, layout: "row" };
    default:
      return { type, filter: { article_type: ARTICLE_TYPE.article }, layout: "row" };
  }
}

/** The reader's collection: signed-in readers only. */
function CollectionFeed() {
  const { t } = useTranslation();
  const signedIn = isSignedIn(useSession());
  const { pathname, search } = useLocation();
  const feed = useCollectionFeed();
  if (!signedIn) {
    return (
      <Group>
        <Text c="dimmed">{t("cms.list.collectLogin")}</Text>
        <Button component={Link} to={loginPath(`${pathname}${search}`, true)} variant="light">
          {t("nav.login")}
        </Button>
      </Group>
    );
  }
  return <ArticleFeedView feed={feed} emptyText={t("cms.list.collectEmpty")} />;
}

/**
 * /appcms/cmslist?list_type=&special_id=: a plain list of one kind (articles, videos, HowTos,
 * a special's items, a tag's items with a follow button, or the reader's collection), newest
 * first, with infinite scroll.
 */
export function CmsListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { type, filter, layout } = listFilter(params);
  const tag = params.get("tag");
  const title = type === "tag" && tag ? t("cms.list.tagTitle", { tag }) : t(`cms.list.${type}`);
  return (
    <PageFrame title={title} actions={type === "tag" && tag ? <TagFollow name={tag} /> : undefined}>
      {type === "collect" ? (
        <CollectionFeed />
      ) : (
        <ArticleFeed key={JSON.stringify(filter)} filter={filter} layout={layout} />
      )}
    </PageFrame>
  );
}
