import { Alert, Anchor, Badge, Button, Divider, Group, Image, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { useSession } from "../../session/session-store";
import { copyText } from "../../ui/address";
import { AuthorBadge } from "../../ui/content/AuthorBadge";
import { toast } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { ShareButton } from "../../ui/ShareButton";
import { QueryStatus } from "../../ui/QueryStatus";
import { RelativeTime } from "../../ui/RelativeTime";
import "../../ui/article-content.css";
import { NewsComments } from "./NewsComments";
import { StanceButtons } from "./StanceButtons";
import { useNewsItem } from "./news-queries";

/** The link to share: this item, marked as forwarded by the signed-in reader. */
export function forwardLink(origin: string, id: number, uid: string | null): string {
  const url = new URL("/appcms/news_item", origin);
  url.searchParams.set("information_id", String(id));
  if (uid) {
    url.searchParams.set("is_forward", "1");
    url.searchParams.set("forward_uid", uid);
  }
  return url.toString();
}

/** Whether the body's text begins with `text` (an abstract taken from the body is not shown twice). */
function bodyStartsWith(html: string, text: string): boolean {
  const body = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
  return body.replace(/\s+/g, " ").trim().startsWith(text.replace(/\s+/g, " ").trim());
}

/** /appcms/news_item?information_id=&is_forward=&forward_uid=: one news item, stances and comments. */
export function NewsItemPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { uid } = useSession();
  const id = idParam(params.get("information_id"));
  const forwardUid = idParam(params.get("forward_uid"));
  const forwarded = params.get("is_forward") === "1" && forwardUid > 0;
  const item = useNewsItem(id);
  const data = item.data;
  const share = async () => {
    if (await copyText(forwardLink(window.location.origin, id, uid)))
      toast({ message: t("news.copied"), type: "success" });
  };

  return (
    <PageFrame title={data?.title ?? t("routes.NewsItem")} size="md" actions={data && <ShareButton />}>
      {forwarded && (
        <Alert variant="light" color="blue">
          {t("news.forwarded")}{" "}
          <Anchor component={Link} to={`/my?uid=${forwardUid}`}>
            {t("news.forwarderHome")}
          </Anchor>
        </Alert>
      )}
      {!id && <Text c="dimmed">{t("news.noItem")}</Text>}
      {id > 0 && (
        <QueryStatus query={item}>
          {data && (
            <>
              <Group gap="sm">
                <Badge variant="light">{t(data.kind === 1 ? "news.kind.1" : "news.kind.2")}</Badge>
                <AuthorBadge author={data.author} size={28} extra={<RelativeTime value={data.published_at} />} />
              </Group>
              {data.cover_url && <Image src={data.cover_url} alt="" radius="md" mah={420} fit="cover" />}
              {data.abstract && !bodyStartsWith(data.content, data.abstract) && (
                <p className="article-abstract">{data.abstract}</p>
              )}
              {data.content && (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway cleans news bodies against its allowlist.
                <div className="article-content" dangerouslySetInnerHTML={{ __html: data.content }} />
              )}
              <Paper withBorder radius="md" p="md">
                <StanceButtons item={data} />
                <Divider my="sm" />
                <Button variant="subtle" onClick={share}>
                  {t("news.share")}
                </Button>
              </Paper>
              <NewsComments id={data.information_id} count={data.comment_count} />
            </>
          )}
        </QueryStatus>
      )}
    </PageFrame>
  );
}
