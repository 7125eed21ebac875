import type { CourseAttachment } from "@icms/protocol";
import { Anchor, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A size as people read it: 820 KB, 3.4 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A lesson's or course's files to download. */
export function LessonAttachments({ files }: { files: CourseAttachment[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section aria-label={t("edu.play.attachments")}>
      <Text fw={600} mb={4}>
        {t("edu.play.attachments")}
      </Text>
      <ul className="plain-list">
        {files.map((file) => (
          <li key={file.attachment_id}>
            <Group gap="xs">
              <Anchor href={file.url} download={file.file_name} data-testid="attachment">
                {file.file_name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {formatBytes(file.size_bytes)}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
    </section>
  );
}
