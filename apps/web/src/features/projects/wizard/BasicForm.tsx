import { CONTENT_LANGS, type ContentLang } from "@icms/protocol";
import { Button, Group, Loader, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { i18next } from "../../../i18n";
import { useRuleForm } from "../../../ui/form/use-rule-form";
import { MediaUpload } from "../../../ui/MediaUpload";
import { uploadMedia, uploadProblem } from "../../../ui/upload";
import { projectPaths } from "../paths";
import { type BasicValues, basicChecks } from "./basic-form";

const RichTextEditor = lazy(() =>
  import("../../../ui/editor/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

async function uploadEditorImage(file: File): Promise<string> {
  const problem = uploadProblem(file, "image");
  if (problem) throw new Error(i18next.t(problem.key, problem.values));
  return (await uploadMedia(file, "image")).url;
}

interface BasicFormProps {
  initial: BasicValues;
  /** A language version: only the texts, in a language the project lacks. */
  textsOnly?: boolean;
  /** The languages the form may pick (a new version: those the project lacks). */
  langs?: readonly ContentLang[];
  /** A saved project keeps the language it was written in. */
  langFixed?: boolean;
  busy: boolean;
  disabled?: boolean;
  submitLabel: string;
  onSubmit: (values: BasicValues) => void;
  /** Told every change, to keep a copy before the first save. */
  onChange?: (values: BasicValues) => void;
}

/** Title, abstract, content, tags, language, cover, logo, official link and launch date. */
export function BasicForm({
  initial,
  textsOnly,
  langs = CONTENT_LANGS,
  langFixed = false,
  busy,
  disabled,
  submitLabel,
  onSubmit: save,
  onChange,
}: BasicFormProps) {
  const { t } = useTranslation();
  const { form, ref, error, onSubmit } = useRuleForm({ initialValues: initial, checks: basicChecks(textsOnly) });
  const values = form.values;
  const off = busy || disabled;
  // Every change is told, as typed, so a new project's copy survives a reload (`unsaved-basic.ts`).
  useEffect(() => onChange?.(values), [onChange, values]);
  const text = (field: "title" | "tags" | "abstract" | "official_url" | "online_time") => ({
    ...form.getInputProps(field),
    disabled: off,
  });

  return (
    <form ref={ref} onSubmit={onSubmit(save)} noValidate aria-busy={busy}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("projects.form.title")} required maxLength={200} {...text("title")} />
          <Select
            label={t("projects.form.lang")}
            value={values.lang}
            onChange={(next) => next && form.setFieldValue("lang", next as ContentLang)}
            data={langs.map((lang) => ({ value: lang, label: t(`content.lang.${lang}`) }))}
            allowDeselect={false}
            disabled={off || langFixed}
          />
        </SimpleGrid>
        <Textarea label={t("projects.form.abstract")} autosize minRows={2} {...text("abstract")} />
        <TextInput label={t("projects.form.tags")} description={t("projects.form.tagsHint")} {...text("tags")} />
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <RichTextEditor
            label={t("projects.form.content")}
            initialHtml={values.content}
            onChange={(html) => form.setFieldValue("content", html)}
            onUploadImage={uploadEditorImage}
            error={error("content")}
            required
            disabled={off}
          />
        </Suspense>
        {!textsOnly && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MediaUpload
                kind="image"
                label={t("projects.form.cover")}
                value={values.cover_url}
                onChange={(url) => form.setFieldValue("cover_url", url)}
                error={error("cover_url")}
                required
                disabled={off}
              />
              <MediaUpload
                kind="image"
                label={t("projects.form.logo")}
                value={values.logo_url}
                onChange={(url) => form.setFieldValue("logo_url", url)}
                error={error("logo_url")}
                required
                disabled={off}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("projects.form.officialUrl")}
                placeholder="https://"
                type="url"
                {...text("official_url")}
              />
              <TextInput
                label={t("projects.form.onlineTime")}
                description={t("projects.form.dateHint")}
                type="date"
                {...text("online_time")}
              />
            </SimpleGrid>
          </>
        )}
        <Group justify="flex-end">
          <Button component={Link} to={projectPaths.mine} variant="default">
            {t("projects.cancel")}
          </Button>
          <Button type="submit" loading={busy} disabled={disabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
