import {
  introProblem,
  LIMITS,
  PLANET_LIMITS,
  richTextProblem,
  type TopicAttachment,
  titleProblem,
} from "@icms/protocol";
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
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { i18next } from "../../i18n";
import { MediaUpload } from "../../ui/MediaUpload";
import { toast } from "../../ui/notify";
import { uploadMedia, uploadProblem } from "../../ui/upload";
import { planetPaths } from "./paths";
import { useAddTopic } from "./queries";
import { showPostError } from "./planet-errors";
import { TopicAttachments } from "./TopicAttachments";

// The editor is a download of its own.
const RichTextEditor = lazy(() =>
  import("../../ui/editor/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

async function uploadEditorImage(file: File): Promise<string> {
  const problem = uploadProblem(file, "image");
  if (problem) throw new Error(i18next.t(problem.key, problem.values));
  return (await uploadMedia(file, "image")).url;
}

interface TopicValues {
  name: string;
  icon_url: string;
  intro: string;
  content: string;
  image_urls: string[];
  video_url: string;
  attachments: TopicAttachment[];
}
type TopicField = keyof TopicValues;

const empty: TopicValues = {
  name: "",
  icon_url: "",
  intro: "",
  content: "",
  image_urls: [],
  video_url: "",
  attachments: [],
};

function validate(values: TopicValues): Partial<Record<TopicField, string>> {
  const problems: Partial<Record<TopicField, string>> = {};
  const name = titleProblem(values.name);
  if (name) problems.name = i18next.t(`planets.topicForm.errors.${name}`, { max: LIMITS.titleMaxChars });
  if (introProblem(values.intro)) {
    problems.intro = i18next.t("planets.topicForm.errors.tooLong", { max: PLANET_LIMITS.topicIntroMaxChars });
  }
  if (richTextProblem(values.content)) problems.content = i18next.t("planets.topicForm.errors.contentTooLong");
  if (values.attachments.some((file) => file.name.trim() === "" || file.url.trim() === "")) {
    problems.attachments = i18next.t("planets.topicForm.errors.attachment");
  }
  return problems;
}

/** A new topic in a planet: title, icon, intro, rich text, images, a video and attachments. */
export function TopicForm({ circleId }: { circleId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddTopic();
  const [values, setValues] = useState<TopicValues>(empty);
  const [errors, setErrors] = useState<Partial<Record<TopicField, string>>>({});
  const busy = add.isPending;

  const set = <F extends TopicField>(field: F, value: TopicValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validate(values);
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    add.mutate(
      {
        circle_id: circleId,
        name: values.name.trim(),
        intro: values.intro.trim(),
        content: values.content,
        image_urls: values.image_urls,
        attachments: values.attachments.map((file) => ({ name: file.name.trim(), url: file.url.trim() })),
        ...(values.icon_url ? { icon_url: values.icon_url } : {}),
        ...(values.video_url ? { video_url: values.video_url } : {}),
      },
      {
        onSuccess: () => {
          toast({ message: t("planets.topicForm.published"), type: "success" });
          navigate(planetPaths.feed(circleId));
        },
        onError: showPostError,
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <TextInput
          data-field="name"
          label={t("planets.topicForm.name")}
          required
          value={values.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={errors.name}
          disabled={busy}
        />
        <Textarea
          data-field="intro"
          label={t("planets.topicForm.intro")}
          autosize
          minRows={2}
          value={values.intro}
          onChange={(event) => set("intro", event.currentTarget.value)}
          error={errors.intro}
          disabled={busy}
        />
        <MediaUpload
          kind="image"
          label={t("planets.topicForm.icon")}
          value={values.icon_url}
          onChange={(url) => set("icon_url", url)}
          disabled={busy}
        />
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <RichTextEditor
            label={t("planets.topicForm.content")}
            onChange={(html) => set("content", html)}
            onUploadImage={uploadEditorImage}
            error={errors.content}
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
                        set(
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
                onChange={(url) => url && set("image_urls", [...values.image_urls, url])}
                disabled={busy}
              />
            )}
          </Stack>
        </Input.Wrapper>
        <MediaUpload
          kind="video"
          label={t("planets.topicForm.video")}
          value={values.video_url}
          onChange={(url) => set("video_url", url)}
          disabled={busy}
        />
        <div data-field="attachments">
          <TopicAttachments
            value={values.attachments}
            onChange={(next) => set("attachments", next)}
            error={errors.attachments}
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
