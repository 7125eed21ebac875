import { titleProblem } from "@icms/protocol";
import { Button, Group, Loader, SegmentedControl, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import i18next from "i18next";
import { uploadMedia, uploadProblem } from "../../ui/upload";

// The editor is a download of its own.
const RichTextEditor = lazy(() =>
  import("../../ui/editor/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

async function uploadEditorImage(file: File): Promise<string> {
  const problem = uploadProblem(file, "image");
  if (problem) throw new Error(i18next.t(problem.key, problem.values));
  return (await uploadMedia(file, "image")).url;
}

export interface NewsEditorValues {
  /** 1 report news, 2 flash news; absent for an announcement. */
  kind?: 1 | 2;
  lang: "zh" | "en" | "ru";
  title: string;
  abstract: string;
  content: string;
}

const hasText = (html: string) => html.replace(/<[^>]*>/g, "").trim().length > 0 || /<img\b/i.test(html);

/**
 * The operator's form for news, flash news and announcements: type (news only), language,
 * title, summary and the body in the shared editor. Flash news may be its title alone.
 */
export function NewsEditorForm({
  initial,
  pending,
  onSubmit,
  onCancel,
}: {
  initial: NewsEditorValues;
  pending: boolean;
  onSubmit: (values: NewsEditorValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ title?: string; content?: string }>({});
  const set = <K extends keyof NewsEditorValues>(key: K, value: NewsEditorValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (titleProblem(values.title)) found.title = t("news.admin.titleRequired");
    if (values.kind !== 2 && !hasText(values.content)) found.content = t("news.admin.bodyRequired");
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ ...values, title: values.title.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {values.kind !== undefined && (
          <Stack gap={4}>
            <Text fz="sm" fw={500} id="publication-kind">
              {t("news.admin.kind")}
            </Text>
            <SegmentedControl
              aria-labelledby="publication-kind"
              value={String(values.kind)}
              onChange={(value) => set("kind", value === "2" ? 2 : 1)}
              data={[
                { value: "1", label: t("news.admin.tabReport") },
                { value: "2", label: t("news.admin.tabFlash") },
              ]}
            />
          </Stack>
        )}
        <Select
          label={t("news.admin.lang")}
          value={values.lang}
          allowDeselect={false}
          onChange={(value) => set("lang", (value ?? "en") as NewsEditorValues["lang"])}
          data={[
            { value: "en", label: "English" },
            { value: "zh", label: "中文" },
            { value: "ru", label: "Русский" },
          ]}
        />
        <TextInput
          label={t("news.admin.title")}
          required
          value={values.title}
          error={errors.title}
          maxLength={100}
          onChange={(event) => set("title", event.currentTarget.value)}
        />
        <Textarea
          label={t("news.admin.abstract")}
          value={values.abstract}
          maxLength={200}
          autosize
          minRows={2}
          onChange={(event) => set("abstract", event.currentTarget.value)}
        />
        <Suspense fallback={<Loader size="sm" />}>
          <RichTextEditor
            label={t("news.admin.body")}
            initialHtml={values.content}
            onChange={(html) => set("content", html)}
            onUploadImage={uploadEditorImage}
            error={errors.content}
            required={values.kind !== 2}
          />
        </Suspense>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("news.admin.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {t("news.admin.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
