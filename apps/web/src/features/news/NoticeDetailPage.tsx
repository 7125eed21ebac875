import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { RelativeTime } from "../../ui/RelativeTime";
import { ShareButton } from "../../ui/ShareButton";
import "../../ui/article-content.css";
import { useNotice } from "./news-queries";

/** /noticeDetail?announcement_id=: one announcement, with a short link to share it. */
export function NoticeDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get("announcement_id"));
  const notice = useNotice(id);
  const data = notice.data;
  return (
    <PageFrame
      title={data?.title ?? t("routes.NoticeDetail")}
      size="md"
      actions={
        <Group gap="sm">
          <Anchor component={Link} to="/noticeList">
            {t("news.notices.back")}
          </Anchor>
          {data && <ShareButton />}
        </Group>
      }
    >
      {!id && <Text c="dimmed">{t("news.notices.noItem")}</Text>}
      {id > 0 && (
        <QueryStatus query={notice}>
          {data && (
            <>
              <Text fz="sm" c="dimmed">
                <RelativeTime value={data.published_at} />
              </Text>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway cleans announcements against its allowlist. */}
              <div className="article-content" dangerouslySetInnerHTML={{ __html: data.content }} />
            </>
          )}
        </QueryStatus>
      )}
    </PageFrame>
  );
}
