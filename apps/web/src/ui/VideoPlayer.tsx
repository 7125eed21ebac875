import { Alert, AspectRatio } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** A link the player may try: an uploaded file, a signed course media link, or an http(s) address. */
export function playableUrl(url: string | null | undefined): boolean {
  const value = (url ?? "").trim();
  if (!value) return false;
  // The platform's own files: uploads, and the signed links of course media.
  if (value.startsWith("/uploads/") || value.startsWith("/media/")) return true;
  try {
    const parsed = new URL(value);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}

interface VideoPlayerProps {
  src?: string | null;
  poster?: string | null;
  title: string;
}

/**
 * The video of an article. Without a link it says "This article has no video"; with a link it
 * cannot use, or one the browser fails to load, it says "Video link invalid, cannot play".
 */
export function VideoPlayer({ src, poster, title }: VideoPlayerProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const link = (src ?? "").trim();

  if (!link) {
    return (
      <Alert color="gray" role="status" data-testid="video-missing">
        {t("ui.noVideo")}
      </Alert>
    );
  }
  if (failed || !playableUrl(link)) {
    return (
      <Alert color="orange" role="alert" data-testid="video-invalid">
        {t("ui.invalidVideo")}
      </Alert>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} bg="dark.9">
      {/* biome-ignore lint/a11y/useMediaCaption: creators upload plain mp4 files; no caption track exists for them. */}
      <video
        src={link}
        poster={poster || undefined}
        controls
        preload="metadata"
        aria-label={title}
        onError={() => setFailed(true)}
        style={{ width: "100%", height: "100%" }}
      />
    </AspectRatio>
  );
}
