import { CONTENT_LANGS, LIMITS, type MyArticle } from "@icms/protocol";
import { Button, Group, Loader, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { i18next } from "../../i18n";
import { MediaUpload } from "../../ui/MediaUpload";
import { showError, toast } from "../../ui/notify";
import { uploadMedia, uploadProblem } from "../../ui/upload";
import { articlePath } from "../../app/paths";
import { ArticlePreview } from "./ArticlePreview";
import { useSaveArticle } from "./queries";
import { SpecialSelect } from "./SpecialSelect";
import { useRuleForm } from "../../ui/form/use-rule-form";
import { type ArticleValues, articleChecks, articleInput, emptyArticle } from "./write-form";

// The editor is a download of its own.
const RichTextEditor = lazy(() =>
  import("../../ui/editor/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

/** An editor image goes through the same checks and upload as a cover. */
async function uploadEditorImage(file: File): Promise<string> {
  const problem = uploadProblem(file, "image");
  if (problem) throw new Error(i18next.t(problem.key, problem.values));
  return (await uploadMedia(file, "image")).url;
}

function valuesOf(article: MyArticle | undefined): ArticleValues {
  if (!article) return emptyArticle;
  return {
    title: article.title,
    abstract: article.abstract,
    tags: article.tags.join(", "),
    cover_url: article.cover_url,
    video_url: article.video_url,
    content: article.content,
    special_id: article.special_id ? String(article.special_id) : "",
    lang: article.lang,
    is_open: article.is_open === 1,
  };
}

interface ArticleFormProps {
  articleType: 1 | 2;
  isHowto: boolean;
  /** The article being edited; absent for a new one. */
  article?: MyArticle;
}

/** The write form of an article or a video: checked like the gateway checks it, then saved. */
export function ArticleForm({ articleType, isHowto, article }: ArticleFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isVideo = articleType === 2;
  const { form, ref, error, onSubmit } = useRuleForm({
    initialValues: valuesOf(article),
    checks: articleChecks(isVideo),
  });
  const values = form.values;
  const save = useSaveArticle();
  const busy = save.isPending;

  const text = (field: "title" | "abstract" | "tags") => ({ ...form.getInputProps(field), disabled: busy });

  const submit = onSubmit((values) => {
    save.mutate(
      { articleId: article?.article_id ?? 0, form: articleInput(values, articleType, isHowto) },
      {
        onSuccess: (saved) => {
          toast({ message: t(saved.status === "online" ? "write.published" : "write.submitted"), type: "success" });
          navigate(articlePath(saved));
        },
        onError: showError,
      },
    );
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <TextInput
          label={t("write.title")}
          required
          description={t("write.count", { count: [...values.title.trim()].length, max: LIMITS.titleMaxChars })}
          {...text("title")}
        />
        <Textarea
          label={t("write.abstract")}
          autosize
          minRows={2}
          description={t("write.count", { count: [...values.abstract.trim()].length, max: LIMITS.abstractMaxChars })}
          {...text("abstract")}
        />
        <TextInput label={t("write.tags")} description={t("write.tagsHint")} {...text("tags")} />
        <Group grow align="flex-start">
          <Select
            label={t("write.lang")}
            description={t("write.langHint")}
            value={values.lang || "auto"}
            onChange={(next) =>
              form.setFieldValue("lang", next && next !== "auto" ? (next as ArticleValues["lang"]) : "")
            }
            data={[
              { value: "auto", label: t("write.langAuto") },
              ...CONTENT_LANGS.map((lang) => ({ value: lang, label: t(`content.lang.${lang}`) })),
            ]}
            allowDeselect={false}
            disabled={busy}
          />
          <SpecialSelect
            value={values.special_id}
            onChange={(id) => form.setFieldValue("special_id", id)}
            disabled={busy}
          />
        </Group>
        <MediaUpload
          kind="image"
          label={t("write.cover")}
          value={values.cover_url}
          onChange={(url) => form.setFieldValue("cover_url", url)}
          error={error("cover_url")}
          required
          disabled={busy}
        />
        {isVideo && (
          <MediaUpload
            kind="video"
            label={t("write.video")}
            value={values.video_url}
            onChange={(url) => form.setFieldValue("video_url", url)}
            error={error("video_url")}
            required
            disabled={busy}
          />
        )}
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <RichTextEditor
            label={t("write.content")}
            initialHtml={values.content}
            onChange={(html) => form.setFieldValue("content", html)}
            onUploadImage={uploadEditorImage}
            error={error("content")}
            required
            disabled={busy}
          />
        </Suspense>
        <Switch
          label={t("write.openComments")}
          checked={values.is_open}
          onChange={(event) => form.setFieldValue("is_open", event.currentTarget.checked)}
          disabled={busy}
        />
        <ArticlePreview values={values} articleType={articleType} isHowto={isHowto} />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} size="md">
            {article ? t("write.saveChanges") : t("write.publish")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
