import { CONTENT_LANGS, Code, type WikiEntry, type WikiRevision } from "@icms/protocol";
import { Alert, Anchor, Button, Group, Loader, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { i18next } from "../../i18n";
import { useRuleForm } from "../../ui/form/use-rule-form";
import { MediaUpload } from "../../ui/MediaUpload";
import { showError, toast } from "../../ui/notify";
import { uploadMedia, uploadProblem } from "../../ui/upload";
import { wikiPaths } from "./paths";
import { useSaveWiki, useWikiCategories } from "./queries";
import { emptyWiki, entryInput, valuesOf, type WikiValues, wikiChecks } from "./wiki-form";

// The editor is a download of its own.
const RichTextEditor = lazy(() =>
  import("../../ui/editor/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

async function uploadEditorImage(file: File): Promise<string> {
  const problem = uploadProblem(file, "image");
  if (problem) throw new Error(i18next.t(problem.key, problem.values));
  return (await uploadMedia(file, "image")).url;
}

interface WikiFormProps {
  isHowto: boolean;
  /** The entry edited and the revision the edit starts from (its newest); absent for a new entry. */
  base?: { entry: WikiEntry; revision: WikiRevision };
}

/**
 * The entry form: a new entry, or an edit based on the entry's newest revision. Every save
 * needs a reason. An edit refused because someone saved first (801171) keeps the text here.
 */
export function WikiForm({ isHowto, base }: WikiFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useWikiCategories();
  const { form, ref, error, onSubmit } = useRuleForm({
    initialValues: base ? valuesOf(base.revision) : emptyWiki,
    checks: wikiChecks,
  });
  const values = form.values;
  const [stale, setStale] = useState(false);
  // The revision the edit is based on, fixed when the form opens: a later refetch of the entry
  // must not move it, or an edit would silently overwrite what someone saved meanwhile.
  const [baseCommit] = useState(() => base?.entry.head_commit_id ?? "");
  const save = useSaveWiki();
  const busy = save.isPending;

  const text = (field: "title" | "abstract" | "tags" | "reason") => ({ ...form.getInputProps(field), disabled: busy });

  const submit = onSubmit((values) => {
    const input = entryInput(values);
    const entry = base
      ? { ...input, article_id: base.entry.article_id, base_commit_id: baseCommit }
      : { ...input, is_howto: isHowto ? 1 : 0, ...(values.lang ? { lang: values.lang } : {}) };
    setStale(false);
    save.mutate(entry, {
      onSuccess: (saved) => {
        toast({ message: t(saved.state === "approved" ? "wiki.form.saved" : "wiki.form.submitted"), type: "success" });
        navigate(wikiPaths.entry(saved.article_id));
      },
      onError: (error) => {
        if ((error as { code?: number }).code === Code.WikiStaleRevision) setStale(true);
        else showError(error);
      },
    });
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        {stale && base && (
          <Alert color="orange" role="alert" title={t("wiki.form.stale")}>
            <Anchor component={Link} to={wikiPaths.history(base.entry.article_id)} target="_blank">
              {t("wiki.form.openNewest")}
            </Anchor>
          </Alert>
        )}
        <TextInput data-field="title" label={t("wiki.form.title")} required {...text("title")} />
        <Textarea data-field="abstract" label={t("wiki.form.abstract")} autosize minRows={2} {...text("abstract")} />
        <TextInput
          data-field="tags"
          label={t("wiki.form.tags")}
          description={t("wiki.form.tagsHint")}
          {...text("tags")}
        />
        <Group grow align="flex-start">
          <Select
            data-field="category_id"
            label={t("wiki.form.category")}
            required
            value={values.category_id || null}
            onChange={(next) => form.setFieldValue("category_id", next ?? "")}
            data={(categories.data ?? []).map((c) => ({ value: String(c.category_id), label: c.name }))}
            error={error("category_id")}
            disabled={busy}
          />
          {!base && (
            <Select
              label={t("wiki.form.lang")}
              value={values.lang || null}
              onChange={(next) => form.setFieldValue("lang", (next ?? "") as WikiValues["lang"])}
              data={CONTENT_LANGS.map((lang) => ({ value: lang, label: t(`content.lang.${lang}`) }))}
              clearable
              disabled={busy}
            />
          )}
        </Group>
        <div data-field="cover_url">
          <MediaUpload
            kind="image"
            label={t("wiki.form.cover")}
            value={values.cover_url}
            onChange={(url) => form.setFieldValue("cover_url", url)}
            error={error("cover_url")}
            required
            disabled={busy}
          />
        </div>
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <RichTextEditor
            label={t("wiki.form.content")}
            initialHtml={values.content}
            onChange={(html) => form.setFieldValue("content", html)}
            onUploadImage={uploadEditorImage}
            error={error("content")}
            required
            disabled={busy}
          />
        </Suspense>
        <Textarea
          data-field="reason"
          label={t("wiki.form.reason")}
          description={t("wiki.form.reasonHint")}
          required
          autosize
          minRows={2}
          {...text("reason")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("wiki.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
