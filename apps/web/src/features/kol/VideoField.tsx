import { isKolVideoLink } from "@icms/protocol";
import { Input, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MediaUpload } from "../../ui/MediaUpload";

interface VideoFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled: boolean;
}

/** The application's video: an uploaded mp4, or an https link on a video site. */
export function VideoField({ value, onChange, error, disabled }: VideoFieldProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<"upload" | "link">(() => (value && !isKolVideoLink(value) ? "upload" : "link"));
  return (
    <Stack gap={6}>
      <Input.Label required>{t("kol.form.video")}</Input.Label>
      <SegmentedControl
        aria-label={t("kol.form.videoMode")}
        value={mode}
        onChange={(next) => {
          setMode(next === "upload" ? "upload" : "link");
          onChange("");
        }}
        data={[
          { value: "link", label: t("kol.form.videoLink") },
          { value: "upload", label: t("kol.form.videoUpload") },
        ]}
        disabled={disabled}
        style={{ alignSelf: "flex-start" }}
      />
      {mode === "upload" ? (
        <MediaUpload
          kind="video"
          label={t("kol.form.videoFile")}
          description={t("kol.form.videoFileHint")}
          value={value}
          onChange={onChange}
          error={error}
          required
          disabled={disabled}
        />
      ) : (
        <TextInput
          label={t("kol.form.videoUrl")}
          description={t("kol.form.videoUrlHint")}
          type="url"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          required
          disabled={disabled}
          data-field="video_url"
        />
      )}
    </Stack>
  );
}
