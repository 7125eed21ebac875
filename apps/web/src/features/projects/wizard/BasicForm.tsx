import { CONTENT_LANGS, type ContentLang } from "@icms/protocol";
import { Button, Group, Loader, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { i18next } from "../../../i18n";
import { MediaUpload } from "../../../ui/MediaUpload";
import { uploadMedia, uploadProblem } from "../../../ui/upload";
import { projectPaths } from "../paths";
import { type BasicField, type BasicValues, validateBasic } from "./basic-form";

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
  onSubmit,
  onChange,
}: BasicFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<BasicField, string>>>({});
  const off = busy || disabled;
  useEffect(() => onChange?.(values), [onChange, values]);
  const set = <F extends BasicField>(field: F, value: BasicValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: "title" | "tags" | "abstract" | "official_url" | "online_time") => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errors[field],
    disabled: off,
    "data-field": field,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = validateBasic(values, textsOnly);
    setErrors(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, String(i18next.t(p.key, p.values))])));
    const first = Object.keys(problems)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("projects.form.title")} required maxLength={200} {...text("title")} />
          <Select
            label={t("projects.form.lang")}
            value={values.lang}
            onChange={(next) => next && set("lang", next as ContentLang)}
            data={langs.map((lang) => ({ value: lang, label: t(`content.lang.${lang}`) }))}
            allowDeselect={false}
            disabled={off || langFixed}
          />
        </SimpleGrid>
        <Textarea label={t("projects.form.abstract")} autosize minRows={2} {...text("abstract")} />
        <TextInput label={t("projects.form.tags")} description={t("projects.form.tagsHint")} {...text("tags")} />
        <div data-field="content" tabIndex={-1}>
          <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
            <RichTextEditor
              label={t("projects.form.content")}
              initialHtml={values.content}
              onChange={(html) => set("content", html)}
              onUploadImage={uploadEditorImage}
              disabled={off}
            />
          </Suspense>
          {errors.content && (
            <div role="alert" style={{ color: "var(--mantine-color-error)", fontSize: "var(--mantine-font-size-sm)" }}>
              {errors.content}
            </div>
          )}
        </div>
        {!textsOnly && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <div data-field="cover_url">
                <MediaUpload
                  kind="image"
                  label={t("projects.form.cover")}
                  value={values.cover_url}
                  onChange={(url) => set("cover_url", url)}
                  error={errors.cover_url}
                  required
                  disabled={off}
                />
              </div>
              <div data-field="logo_url">
                <MediaUpload
                  kind="image"
                  label={t("projects.form.logo")}
                  value={values.logo_url}
                  onChange={(url) => set("logo_url", url)}
                  error={errors.logo_url}
                  required
                  disabled={off}
                />
              </div>
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
