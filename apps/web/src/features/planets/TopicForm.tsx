import { PLANET_LIMITS } from "@icms/protocol";
import {
  Button,
  CloseButton,
  Group,
  Image,
  Input,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { i18next } from "../../i18n";
import { useRuleForm } from "../../ui/form/use-rule-form";
import { MediaUpload } from "../../ui/MediaUpload";
import { toast } from "../../ui/notify";
import { uploadMedia, uploadProblem } from "../../ui/upload";
import { planetPaths } from "./paths";
import { useAddTopic } from "./queries";
import { showPostError } from "./planet-errors";
import { TopicAttachments } from "./TopicAttachments";
import { emptyTopic, topicChecks, topicInput } from "./topic-form";

// The editor is a download of its own.
const RichTextEditor = lazy(() =>
  import("../../ui/editor/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

async function uploadEditorImage(file: File): Promise<string> {
  const problem = uploadProblem(file, "image");
  if (problem) throw new Error(i18next.t(problem.key, problem.values));
  return (await uploadMedia(file, "image")).url;
}

/** A new topic in a planet: title, icon, intro, rich text, images, a video and attachments. */
export function TopicForm({ circleId }: { circleId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddTopic();
  const { form, ref, error, onSubmit } = useRuleForm({ initialValues: emptyTopic, checks: topicChecks });
  const values = form.values;
  const busy = add.isPending;

  const submit = onSubmit((values) => {
    add.mutate(
      { circle_id: circleId, ...topicInput(values) },
      {
        onSuccess: () => {
          toast({ message: t("planets.topicForm.published"), type: "success" });
          navigate(planetPaths.feed(circleId));
        },
        onError: showPostError,
      },
    );
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <TextInput
          data-field="name"
          label={t("planets.topicForm.name")}
          required
          value={values.name}
          onChange={(event) => form.setFieldValue("name", event.currentTarget.value)}
          error={error("name")}
          disabled={busy}
        />
        <Textarea
          data-field="intro"
          label={t("planets.topicForm.intro")}
          autosize
          minRows={2}
          value={values.intro}
          onChange={(event) => form.setFieldValue("intro", event.currentTarget.value)}
          error={error("intro")}
          disabled={busy}
        />
        <MediaUpload
          kind="image"
          label={t("planets.topicForm.icon")}
          value={values.icon_url}
          onChange={(url) => form.setFieldValue("icon_url", url)}
          disabled={busy}
        />
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <RichTextEditor
            label={t("planets.topicForm.content")}
            onChange={(html) => form.setFieldValue("content", html)}
            onUploadImage={uploadEditorImage}
            error={error("content")}
            disabled={busy}
          />
        </Suspense>
        <Input.Wrapper
          label={t("planets.topicForm.images")}
          description={t("planets.topicForm.imagesHint", { max: PLANET_LIMITS.imagesMax })}
        >
          <Stack gap="xs" mt={4}>
            {values.image_urls.length > 0 && (
              <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
                {values.image_urls.map((url, index) => (
                  <Paper key={url} withBorder radius="sm" p={4} pos="relative">
                    <CloseButton
                      pos="absolute"
                      top={2}
                      right={2}
                      size="sm"
                      style={{ zIndex: 1 }}
                      aria-label={t("planets.topicForm.removeImage", { index: index + 1 })}
                      onClick={() =>
                        form.setFieldValue(
                          "image_urls",
                          values.image_urls.filter((item) => item !== url),
                        )
                      }
                      disabled={busy}
                    />
                    <Image src={url} alt="" h={72} fit="cover" radius="sm" />
                  </Paper>
                ))}
              </SimpleGrid>
            )}
            {values.image_urls.length < PLANET_LIMITS.imagesMax && (
              <MediaUpload
                kind="image"
                label={t("planets.topicForm.addImage")}
                value=""
                onChange={(url) => url && form.setFieldValue("image_urls", [...values.image_urls, url])}
                disabled={busy}
              />
            )}
          </Stack>
        </Input.Wrapper>
        <MediaUpload
          kind="video"
          label={t("planets.topicForm.video")}
          value={values.video_url}
          onChange={(url) => form.setFieldValue("video_url", url)}
          disabled={busy}
        />
        <div data-field="attachments">
          <TopicAttachments
            value={values.attachments}
            onChange={(next) => form.setFieldValue("attachments", next)}
            error={error("attachments")}
            disabled={busy}
          />
        </div>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("planets.topicForm.publish")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
