import { type UploadedFile, type UploadKind, UPLOAD_KINDS } from "@icms/protocol";
import { Button, CloseButton, Group, Image, Input, Paper, Stack, Text } from "@mantine/core";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "./notify";
import { removeUpload, uploadMedia, uploadProblem } from "./upload";
import { VideoPlayer } from "./VideoPlayer";

interface MediaUploadProps {
  kind: UploadKind;
  label: string;
  /** The uploaded file's URL, or "" before one is chosen. */
  value: string;
  onChange: (url: string) => void;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/**
 * Picks a cover image or a video, checks its type and size the way the gateway does, uploads it
 * and shows a preview. The URL the upload answers is the value. A file uploaded here and then
 * replaced or removed is deleted from the gateway again.
 */
export function MediaUpload({
  kind,
  label,
  value,
  onChange,
  description,
  error,
  required,
  disabled,
}: MediaUploadProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Files uploaded on this screen: replaced or removed, they are deleted again (a saved item's
  // own file is never deleted from here).
  const uploadedHere = useRef(new Set<string>());
  const discard = (url: string) => {
    if (!uploadedHere.current.delete(url)) return;
    removeUpload(url).catch(() => undefined);
  };
  const accept = UPLOAD_KINDS[kind].extensions.map((ext) => `.${ext}`).join(",");
  const shownError = problem ?? error;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const found = uploadProblem(file, kind);
    if (found) {
      setProblem(t(found.key, found.values));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const uploaded: UploadedFile = await uploadMedia(file, kind);
      uploadedHere.current.add(uploaded.url);
      if (value) discard(value);
      onChange(uploaded.url);
    } catch (failure) {
      showError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ htmlFor: inputId }}
      description={description ?? t(`upload.${kind}Hint`, { formats: UPLOAD_KINDS[kind].extensions.join(", ") })}
      error={shownError ? <span id={errorId}>{shownError}</span> : undefined}
      required={required}
    >
      <Stack gap="xs" mt={4}>
        <Group gap="xs">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={accept}
            className="visually-hidden"
            tabIndex={-1}
            disabled={disabled || busy}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <Button
            variant="default"
            loading={busy}
            disabled={disabled}
            aria-describedby={shownError ? errorId : undefined}
            onClick={() => input.current?.click()}
          >
            {value ? t("upload.replace") : t(`upload.choose.${kind}`)}
          </Button>
          {busy && (
            <Text size="sm" c="dimmed" role="status">
              {t("upload.uploading")}
            </Text>
          )}
        </Group>
        {value && (
          <Paper withBorder radius="md" p="xs" pos="relative" maw={kind === "image" ? 320 : 560}>
            <CloseButton
              pos="absolute"
              top={6}
              right={6}
              style={{ zIndex: 1 }}
              aria-label={t("upload.remove")}
              onClick={() => {
                discard(value);
                onChange("");
              }}
              disabled={disabled}
            />
            {kind === "image" ? (
              <Image src={value} alt={t("upload.preview")} radius="sm" mah={220} fit="contain" />
            ) : (
              <VideoPlayer src={value} title={t("upload.preview")} />
            )}
          </Paper>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
