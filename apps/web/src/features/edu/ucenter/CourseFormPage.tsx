import { CONTENT_LANGS, COURSE_COINS } from "@icms/protocol";
import { Button, Checkbox, Group, Loader, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { idParam } from "../../../app/paths";
import { i18next } from "../../../i18n";
import { useRuleForm } from "../../../ui/form/use-rule-form";
import { MediaUpload } from "../../../ui/MediaUpload";
import { showError, toast } from "../../../ui/notify";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { uploadMedia, uploadProblem } from "../../../ui/upload";
import { eduPaths } from "../paths";
import { useCourse, useCourseCategories } from "../queries";
import { useSaveCourse } from "./authoring-queries";
import { type CourseValues, courseChecks, courseInput, courseValues, emptyCourse } from "./course-form";
import { FaqEditor } from "./FaqEditor";

const RichTextEditor = lazy(() =>
  import("../../../ui/editor/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

async function uploadEditorImage(file: File): Promise<string> {
  const problem = uploadProblem(file, "image");
  if (problem) throw new Error(i18next.t(problem.key, problem.values));
  return (await uploadMedia(file, "image")).url;
}

/** The course's fields: a new course goes to the members' review once saved, an edit of a refused one again. */
function CourseForm({ courseId, initial }: { courseId?: number; initial: CourseValues }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useCourseCategories();
  const save = useSaveCourse();
  const { form, ref, error, onSubmit } = useRuleForm({ initialValues: initial, checks: courseChecks });
  const values = form.values;
  const busy = save.isPending;
  const text = (field: "name" | "tags" | "abstract" | "price") => ({
    ...form.getInputProps(field),
    disabled: busy,
    "data-field": field,
  });

  const submit = onSubmit((values) => {
    save.mutate(courseInput(values, courseId), {
      onSuccess: (saved) => {
        toast({ message: t(saved.status === "online" ? "edu.form.saved" : "edu.form.submitted"), type: "success" });
        navigate(courseId ? eduPaths.mine : eduPaths.chapters(saved.course_id));
      },
      onError: showError,
    });
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <TextInput label={t("edu.form.name")} required {...text("name")} />
        <Group grow align="flex-start">
          <Select
            data-field="cate_id"
            label={t("edu.category")}
            required
            value={values.cate_id || null}
            onChange={(next) => form.setFieldValue("cate_id", next ?? "")}
            data={(categories.data ?? []).map((c) => ({ value: String(c.cate_id), label: c.name }))}
            error={error("cate_id")}
            disabled={busy}
          />
          <Select
            label={t("edu.form.lang")}
            value={values.lang || null}
            onChange={(next) => form.setFieldValue("lang", (next ?? "") as CourseValues["lang"])}
            data={CONTENT_LANGS.map((lang) => ({ value: lang, label: t(`content.lang.${lang}`) }))}
            clearable
            disabled={busy}
          />
        </Group>
        <Checkbox
          label={t("edu.form.isFree")}
          checked={values.is_free}
          onChange={(event) => form.setFieldValue("is_free", event.currentTarget.checked)}
          disabled={busy}
        />
        {!values.is_free && (
          <Group grow align="flex-start">
            <TextInput label={t("edu.form.price")} inputMode="decimal" required {...text("price")} />
            <Select
              label={t("edu.form.coin")}
              value={values.coin}
              onChange={(next) => form.setFieldValue("coin", (next ?? "USDT") as CourseValues["coin"])}
              data={[...COURSE_COINS]}
              allowDeselect={false}
              disabled={busy}
            />
          </Group>
        )}
        <TextInput label={t("edu.form.tags")} description={t("edu.form.tagsHint")} {...text("tags")} />
        <div data-field="cover_url">
          <MediaUpload
            kind="image"
            label={t("edu.form.cover")}
            description={t("edu.form.coverHint")}
            value={values.cover_url}
            onChange={(url) => form.setFieldValue("cover_url", url)}
            error={error("cover_url")}
            required
            disabled={busy}
          />
        </div>
        <Textarea label={t("edu.form.abstract")} autosize minRows={2} {...text("abstract")} />
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <RichTextEditor
            label={t("edu.details")}
            initialHtml={values.details}
            onChange={(html) => form.setFieldValue("details", html)}
            onUploadImage={uploadEditorImage}
            disabled={busy}
          />
        </Suspense>
        <Group justify="flex-end">
          <Button component={Link} to={eduPaths.mine} variant="default">
            {t("edu.cancel")}
          </Button>
          <Button type="submit" loading={busy}>
            {t(courseId ? "edu.form.save" : "edu.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditCourse({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const course = useCourse(courseId, true);
  return (
    <PageFrame
      title={course.data ? t("edu.form.editTitle", { name: course.data.name }) : t("routes.CourseAdd")}
      size="md"
    >
      <QueryStatus query={course} skeletonRows={5}>
        {course.data && (
          <Stack gap="xl">
            <Group gap="sm">
              <Button component={Link} to={eduPaths.chapters(courseId)} variant="light" size="xs">
                {t("routes.CourseChapterList")}
              </Button>
              <Button component={Link} to={eduPaths.lessons(courseId)} variant="light" size="xs">
                {t("routes.CourseLessonList")}
              </Button>
              <Button component={Link} to={eduPaths.detail(courseId, true)} variant="subtle" size="xs">
                {t("edu.preview")}
              </Button>
            </Group>
            <CourseForm key={courseId} courseId={courseId} initial={courseValues(course.data)} />
            <FaqEditor courseId={courseId} />
          </Stack>
        )}
      </QueryStatus>
    </PageFrame>
  );
}

/** /ucenter/courseindex/course_add?course_id=: a new course, or an edit of one of the author's. */
export function CourseFormPage() {
  const { t } = useTranslation();
  const courseId = idParam(useSearchParams()[0].get("course_id"));
  if (courseId > 0) return <EditCourse courseId={courseId} />;
  return (
    <PageFrame title={t("routes.CourseAdd")} size="md">
      <CourseForm initial={emptyCourse} />
    </PageFrame>
  );
}
