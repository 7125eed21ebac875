import { Alert, AspectRatio } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { playableUrl } from "../../ui/VideoPlayer";

/** How often the position is sent while the video plays. */
const REPORT_EVERY_SECONDS = 15;

interface LessonVideoProps {
  src: string;
  title: string;
  /** Where the viewer left off; the video starts there. */
  startAt: number;
  /** The position now, every few seconds while playing and on pause. */
  onPosition: (seconds: number) => void;
  onEnded: (seconds: number) => void;
}

/** A lesson's mp4, resuming where the viewer left it and reporting where they are. */
export function LessonVideo({ src, title, startAt, onPosition, onEnded }: LessonVideoProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const lastReported = useRef(startAt);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    lastReported.current = startAt;
  }, [startAt]);

  if (failed || !playableUrl(src)) {
    return (
      <Alert color="orange" role="alert" data-testid="video-invalid">
        {t("ui.invalidVideo")}
      </Alert>
    );
  }
  const position = () => Math.floor(video.current?.currentTime ?? 0);
  return (
    <AspectRatio ratio={16 / 9} bg="dark.9">
      {/* biome-ignore lint/a11y/useMediaCaption: authors upload plain mp4 files; no caption track exists for them. */}
      <video
        ref={video}
        src={src}
        controls
        preload="metadata"
        aria-label={title}
        data-testid="lesson-video"
        onLoadedMetadata={(event) => {
          if (startAt > 0 && startAt < event.currentTarget.duration) event.currentTarget.currentTime = startAt;
        }}
        onTimeUpdate={() => {
          const now = position();
          if (Math.abs(now - lastReported.current) >= REPORT_EVERY_SECONDS) {
            lastReported.current = now;
            onPosition(now);
          }
        }}
        onPause={() => {
          lastReported.current = position();
          onPosition(position());
        }}
        onEnded={() => onEnded(position())}
        onError={() => setFailed(true)}
        style={{ width: "100%", height: "100%" }}
      />
    </AspectRatio>
  );
}
