import { fileExtension, PLANET_LIMITS, type TopicAttachment, UPLOAD_KINDS, type UploadKind } from "@icms/protocol";
import { Button, CloseButton, Group, Input, Stack, TextInput } from "@mantine/core";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError } from "../../ui/notify";
import { uploadMedia, uploadProblem } from "../../ui/upload";

/** The upload kind a file's name says it is (images and videos are what the gateway stores). */
function kindOf(name: string): UploadKind {
  const ext = fileExtension(name);
  return (UPLOAD_KINDS.video.extensions as readonly string[]).includes(ext) ? "video" : "image";
}

const ACCEPT = [...UPLOAD_KINDS.image.extensions, ...UPLOAD_KINDS.video.extensions].map((ext) => `.${ext}`).join(",");

interface TopicAttachmentsProps {
  value: TopicAttachment[];
  onChange: (next: TopicAttachment[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * A topic's attachments, each a name and a link: a file uploaded here (through the gateway's
 * upload, with its type and size rules) or a link typed in. At most five.
 */
export function TopicAttachments({ value, onChange, error, disabled }: TopicAttachmentsProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const full = value.length >= PLANET_LIMITS.attachmentsMax;

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    const kind = kindOf(file.name);
    const problem = uploadProblem(file, kind);
    if (problem) {
      showError(new Error(t(problem.key, problem.values)));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadMedia(file, kind);
      onChange([...value, { name: file.name.slice(0, PLANET_LIMITS.attachmentNameMaxChars), url: uploaded.url }]);
    } catch (failure) {
      showError(failure);
    } finally {
      setBusy(false);
    }
  };
  const update = (index: number, change: Partial<TopicAttachment>) =>
    onChange(value.map((item, at) => (at === index ? { ...item, ...change } : item)));

  return (
    <Input.Wrapper
      label={t("planets.topicForm.attachments")}
      description={t("planets.topicForm.attachmentsHint", { max: PLANET_LIMITS.attachmentsMax })}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id of their own.
          <Group key={index} gap="xs" align="flex-end" wrap="wrap" data-testid="attachment-row">
            <TextInput
              label={t("planets.topicForm.attachmentName")}
              value={item.name}
              maxLength={PLANET_LIMITS.attachmentNameMaxChars}
              onChange={(event) => update(index, { name: event.currentTarget.value })}
              disabled={disabled}
              style={{ flex: 1, minWidth: 160 }}
            />
            <TextInput
              label={t("planets.topicForm.attachmentUrl")}
              value={item.url}
              onChange={(event) => update(index, { url: event.currentTarget.value })}
              disabled={disabled}
              style={{ flex: 2, minWidth: 200 }}
            />
            <CloseButton
              aria-label={t("planets.topicForm.removeAttachment", { name: item.name || index + 1 })}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
              disabled={disabled}
              mb={6}
            />
          </Group>
        ))}
        <Group gap="xs">
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            disabled={disabled || busy || full}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <Button
            variant="default"
            size="compact-sm"
            loading={busy}
            disabled={disabled || full}
            onClick={() => input.current?.click()}
          >
            {t("planets.topicForm.upload")}
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={disabled || full}
            onClick={() => onChange([...value, { name: "", url: "" }])}
          >
            {t("planets.topicForm.addLink")}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
