import { COURSE_LIMITS } from "@icms/protocol";
import { Button, Checkbox, Group, Loader, NumberInput, Select, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { idParam } from "../../../app/paths";
import { i18next } from "../../../i18n";
import { MediaUpload } from "../../../ui/MediaUpload";
import { showError, toast } from "../../../ui/notify";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { uploadMedia, uploadProblem } from "../../../ui/upload";
import { eduPaths } from "../paths";
import { AttachmentEditor } from "./AttachmentEditor";
import { useAuthorChapters, useAuthorLesson, useSaveLesson } from "./authoring-queries";
import {
  emptyLesson,
  type LessonField,
  type LessonValues,
  lessonInput,
  lessonValues,
  validateLesson,
} from "./lesson-form";

const RichTextEditor = lazy(() =>
  import("../../../ui/editor/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

async function uploadEditorImage(file: File): Promise<string> {
  const problem = uploadProblem(file, "image");
  if (problem) throw new Error(i18next.t(problem.key, problem.values));
  return (await uploadMedia(file, "image")).url;
}

function LessonForm({ courseId, lessonId, initial }: { courseId: number; lessonId?: number; initial: LessonValues }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chapters = useAuthorChapters(courseId);
  const save = useSaveLesson();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<LessonField, string>>>({});
  const busy = save.isPending;
  const set = <F extends LessonField>(field: F, value: LessonValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  // A new video fills in the duration the author has not given, from the file's own metadata.
  const { video_url: videoUrl, duration_seconds: duration } = values;
  useEffect(() => {
    if (!videoUrl || duration > 0) return;
    const probe = document.createElement("video");
    probe.preload = "metadata";
    probe.onloadedmetadata = () => {
      if (Number.isFinite(probe.duration) && probe.duration > 0) {
        setValues((current) =>
          current.duration_seconds > 0 ? current : { ...current, duration_seconds: Math.round(probe.duration) },
        );
      }
    };
    probe.src = videoUrl;
    return () => {
      probe.onloadedmetadata = null;
      probe.removeAttribute("src");
    };
  }, [videoUrl, duration]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateLesson(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, String(i18next.t(p.key, p.values))])));
    const first = Object.keys(problems)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    save.mutate(lessonInput(values, courseId, lessonId), {
      onSuccess: () => {
        toast({ message: t("edu.lessonSaved"), type: "success" });
        navigate(eduPaths.lessons(courseId));
      },
      onError: showError,
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Select
          data-field="chapter_id"
          label={t("edu.chapter")}
          required
          value={values.chapter_id || null}
          onChange={(next) => set("chapter_id", next ?? "")}
          data={(chapters.data ?? []).map((c) => ({ value: String(c.chapter_id), label: c.name }))}
          error={errors.chapter_id}
          disabled={busy}
        />
        <TextInput
          data-field="name"
          label={t("edu.lessonName")}
          required
          value={values.name}
          error={errors.name}
          disabled={busy}
          onChange={(event) => set("name", event.currentTarget.value)}
        />
        <TextInput
          data-field="tags"
          label={t("edu.form.tags")}
          description={t("edu.form.tagsHint")}
          value={values.tags}
          error={errors.tags}
          disabled={busy}
          onChange={(event) => set("tags", event.currentTarget.value)}
        />
        <MediaUpload
          kind="video"
          label={t("edu.video")}
          description={t("edu.videoHint")}
          value={values.video_url}
          onChange={(url) => set("video_url", url)}
          disabled={busy}
        />
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <RichTextEditor
            label={t("edu.lessonContent")}
            initialHtml={values.content}
            onChange={(html) => set("content", html)}
            onUploadImage={uploadEditorImage}
            error={errors.content}
            disabled={busy}
          />
        </Suspense>
        <Group grow align="flex-start">
          <NumberInput
            data-field="duration_seconds"
            label={t("edu.duration")}
            min={0}
            max={COURSE_LIMITS.lessonMaxSeconds}
            allowDecimal={false}
            value={values.duration_seconds}
            error={errors.duration_seconds}
            disabled={busy}
            onChange={(value) => set("duration_seconds", Number(value) || 0)}
          />
          <NumberInput
            label={t("edu.form.weight")}
            description={t("edu.form.weightHint")}
            min={0}
            max={COURSE_LIMITS.weightMax}
            allowDecimal={false}
            value={values.weight}
            disabled={busy}
            onChange={(value) => set("weight", Number(value) || 0)}
          />
        </Group>
        <Checkbox
          label={t("edu.lessonFree")}
          description={t("edu.lessonFreeHint")}
          checked={values.is_free}
          disabled={busy}
          onChange={(event) => set("is_free", event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button component={Link} to={eduPaths.lessons(courseId)} variant="default">
            {t("edu.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {t("edu.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditLesson({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const lesson = useAuthorLesson(lessonId);
  return (
    <QueryStatus query={lesson} skeletonRows={5}>
      {lesson.data && (
        <Stack gap="xl">
          <LessonForm courseId={courseId} lessonId={lessonId} initial={lessonValues(lesson.data)} />
          <AttachmentEditor courseId={courseId} lessonId={lessonId} />
        </Stack>
      )}
    </QueryStatus>
  );
}

/** /ucenter/courseindex/course_lesson_add?course_id=&lesson_id=: a new lesson, or an edit of one. */
export function LessonFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = idParam(params.get("course_id"));
  const lessonId = idParam(params.get("lesson_id"));
  const chapterId = idParam(params.get("chapter_id"));
  return (
    <PageFrame title={t(lessonId ? "edu.lessonEdit" : "routes.CourseLessonAdd")} size="md">
      {courseId === 0 ? (
        <Text c="dimmed">{t("edu.noCourse")}</Text>
      ) : lessonId ? (
        <EditLesson courseId={courseId} lessonId={lessonId} />
      ) : (
        <LessonForm courseId={courseId} initial={{ ...emptyLesson, chapter_id: chapterId ? String(chapterId) : "" }} />
      )}
    </PageFrame>
  );
}
