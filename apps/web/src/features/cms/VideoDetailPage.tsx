import { Loader } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { ExpandableText } from "../../ui/ExpandableText";
import { ArticleBody, ArticleView } from "./ArticleDetailPage";

// The player is its own download.
const VideoPlayer = lazy(() => import("../../ui/VideoPlayer").then((m) => ({ default: m.VideoPlayer })));

/**
 * /appcms/spacex_video_detail?article_id=: the player ("This article has no video" or "Video
 * link invalid, cannot play" when it cannot play), then the description, collapsed after three lines.
 */
export function VideoDetailPage() {
  const { t } = useTranslation();
  return (
    <ArticleView
      fallbackTitle={t("routes.SpacexVideoDetail")}
      media={(video) => (
        <>
          <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
            <VideoPlayer src={video.video_url} poster={video.cover_url} title={video.title} />
          </Suspense>
          <ExpandableText>
            {video.abstract && <p className="article-abstract">{video.abstract}</p>}
            <ArticleBody html={video.content} />
          </ExpandableText>
        </>
      )}
    />
  );
}
