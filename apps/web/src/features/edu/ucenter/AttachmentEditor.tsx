import { hasUploadExtension, UPLOAD_KIND_NAMES, type UploadKind } from "@icms/protocol";
import { Anchor, Button, FileButton, Group, Stack, Text, Title } from "@mantine/core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../../ui/notify";
import { QueryStatus } from "../../../ui/QueryStatus";
import { uploadMedia, uploadProblem } from "../../../ui/upload";
import { useConfirmDelete } from "./useConfirmDelete";
import { formatBytes } from "../LessonAttachments";
import { useAuthorAttachments, useDeleteAttachment, useSaveAttachment } from "./authoring-queries";

/** The kind of upload a file goes up as: documents (PDF, ZIP), images or mp4 videos. */
function kindOf(name: string): UploadKind | null {
  return UPLOAD_KIND_NAMES.find((kind) => hasUploadExtension(kind, name)) ?? null;
}

/** A lesson's downloadable files: upload, list and remove. */
export function AttachmentEditor({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const files = useAuthorAttachments(courseId, lessonId);
  const save = useSaveAttachment();
  const remove = useConfirmDelete(useDeleteAttachment(), (name) => t("edu.deleteBody", { name }));
  const [uploading, setUploading] = useState(false);
  const mine = (files.data ?? []).filter((file) => file.lesson_id === lessonId);

  const add = async (file: File | null) => {
    if (!file) return;
    const kind = kindOf(file.name);
    const problem = kind ? uploadProblem(file, kind) : { key: "edu.attachmentFormat" as const };
    if (!kind || problem) {
      toast({ message: problem ? t(problem.key, problem.values) : t("edu.attachmentFormat"), type: "warning" });
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadMedia(file, kind);
      await save.mutateAsync({
        course_id: courseId,
        lesson_id: lessonId,
        upload_id: uploaded.file_id,
        // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the gateway refuses
        file_name: file.name.replace(/[\\/\u0000-\u001f]/g, "_").slice(0, 100),
      });
      toast({ message: t("edu.attachmentAdded"), type: "success" });
    } catch (error) {
      showError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between">
        <Title order={2} fz="lg" id={headingId}>
          {t("edu.play.attachments")}
        </Title>
        <FileButton onChange={(file) => void add(file)}>
          {(props) => (
            <Button {...props} variant="light" size="xs" loading={uploading}>
              {t("edu.attachmentAdd")}
            </Button>
          )}
        </FileButton>
      </Group>
      <QueryStatus query={files} empty={mine.length === 0} emptyText={t("edu.attachmentEmpty")} skeletonRows={1}>
        <ul className="plain-list">
          {mine.map((file) => (
            <li key={file.attachment_id}>
              <Group gap="xs">
                <Anchor href={file.url} download={file.file_name}>
                  {file.file_name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatBytes(file.size_bytes)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t("edu.deleteNamed", { name: file.file_name })}
                  onClick={() => remove.ask({ id: file.attachment_id, name: file.file_name })}
                >
                  {t("edu.delete")}
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      </QueryStatus>
      {remove.dialog}
    </Stack>
  );
}
