import { COURSE_LIMITS, partNameProblem } from "@icms/protocol";
import { Button, Group, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { idParam } from "../../../app/paths";
import { showError, toast } from "../../../ui/notify";
import { PageFrame } from "../../../ui/PageFrame";
import { QueryStatus } from "../../../ui/QueryStatus";
import { eduPaths } from "../paths";
import { useAuthorChapters, useSaveChapter } from "./authoring-queries";

function ChapterForm({
  courseId,
  chapterId,
  name: initialName,
  weight: initialWeight,
}: {
  courseId: number;
  chapterId?: number;
  name: string;
  weight: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveChapter();
  const [name, setName] = useState(initialName);
  const [weight, setWeight] = useState(initialWeight);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = partNameProblem(name);
    if (problem) {
      setError(
        problem === "required"
          ? t("edu.form.required")
          : t("edu.form.tooLong", { max: COURSE_LIMITS.partNameMaxChars }),
      );
      return;
    }
    save.mutate(
      { course_id: courseId, ...(chapterId ? { chapter_id: chapterId } : {}), name: name.trim(), weight },
      {
        onSuccess: () => {
          toast({ message: t("edu.chapterSaved"), type: "success" });
          navigate(eduPaths.chapters(courseId));
        },
        onError: showError,
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t("edu.chapterName")}
          required
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(undefined);
          }}
        />
        <NumberInput
          label={t("edu.form.weight")}
          description={t("edu.form.weightHint")}
          min={0}
          max={COURSE_LIMITS.weightMax}
          allowDecimal={false}
          value={weight}
          onChange={(value) => setWeight(Number(value) || 0)}
        />
        <Group justify="flex-end">
          <Button component={Link} to={eduPaths.chapters(courseId)} variant="default">
            {t("edu.cancel")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("edu.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /ucenter/courseindex/course_chapter_add?course_id=&chapter_id=: a new chapter, or an edit of one. */
export function ChapterFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = idParam(params.get("course_id"));
  const chapterId = idParam(params.get("chapter_id"));
  const chapters = useAuthorChapters(chapterId ? courseId : 0);
  const chapter = chapters.data?.find((c) => c.chapter_id === chapterId);
  return (
    <PageFrame title={t(chapterId ? "edu.chapterEdit" : "routes.CourseChapterAdd")} size="sm">
      {courseId === 0 ? (
        <Text c="dimmed">{t("edu.noCourse")}</Text>
      ) : chapterId ? (
        <QueryStatus query={chapters} empty={chapters.isSuccess && !chapter} emptyText={t("edu.notFound")}>
          {chapter && (
            <ChapterForm courseId={courseId} chapterId={chapterId} name={chapter.name} weight={chapter.weight} />
          )}
        </QueryStatus>
      ) : (
        <ChapterForm courseId={courseId} name="" weight={0} />
      )}
    </PageFrame>
  );
}
