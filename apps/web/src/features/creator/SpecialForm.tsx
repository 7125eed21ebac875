import { LIMITS, type SpecialDetail, type SpecialType } from "@icms/protocol";
import { Button, Group, Input, SegmentedControl, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { MediaUpload } from "../../ui/MediaUpload";
import { showError, toast } from "../../ui/notify";
import { specialPath } from "../../app/paths";
import { useSaveSpecial } from "./queries";
import { useRuleForm } from "../../ui/form/use-rule-form";
import { type SpecialValues, specialChecks, specialInput } from "./write-form";

function valuesOf(special: SpecialDetail | undefined, specialType: SpecialType): SpecialValues {
  return {
    special_type: special?.special_type ?? specialType,
    name: special?.name ?? "",
    abstract: special?.abstract ?? "",
    tags: special?.tags.join(", ") ?? "",
    cover_url: special?.cover_url ?? "",
    is_open: special ? special.is_open === 1 : true,
  };
}

interface SpecialFormProps {
  specialType: SpecialType;
  special?: SpecialDetail;
  /** Which of the special's lists to open after saving. */
  articleType?: number;
}

/** Creates or edits a special (one author's column) or a channel (open to every author). */
export function SpecialForm({ specialType, special, articleType }: SpecialFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, ref, error, onSubmit } = useRuleForm({
    initialValues: valuesOf(special, specialType),
    checks: specialChecks,
  });
  const values = form.values;
  const save = useSaveSpecial();
  const busy = save.isPending;

  const text = (field: "name" | "abstract" | "tags") => ({ ...form.getInputProps(field), disabled: busy });

  const submit = onSubmit((values) => {
    save.mutate(
      { specialId: special?.special_id ?? 0, form: specialInput(values) },
      {
        onSuccess: (saved) => {
          toast({ message: t(saved.status === "online" ? "write.published" : "write.submitted"), type: "success" });
          navigate(specialPath(saved.special_id, articleType));
        },
        onError: showError,
      },
    );
  });

  return (
    <form ref={ref} onSubmit={submit} noValidate aria-busy={busy}>
      <Stack gap="md">
        <Input.Wrapper label={t("write.specialType")} description={t(`write.specialTypeHint.${values.special_type}`)}>
          <SegmentedControl
            mt={4}
            aria-label={t("write.specialType")}
            value={String(values.special_type)}
            onChange={(value) => form.setFieldValue("special_type", value === "2" ? 2 : 1)}
            disabled={busy || Boolean(special)}
            data={[
              { value: "1", label: t("content.special.special") },
              { value: "2", label: t("content.special.channel") },
            ]}
          />
        </Input.Wrapper>
        <TextInput
          label={t("write.specialName")}
          required
          description={t("write.count", { count: [...values.name.trim()].length, max: LIMITS.specialNameMaxChars })}
          {...text("name")}
        />
        <Textarea
          label={t("write.abstract")}
          autosize
          minRows={2}
          description={t("write.count", { count: [...values.abstract.trim()].length, max: LIMITS.abstractMaxChars })}
          {...text("abstract")}
        />
        <TextInput label={t("write.tags")} description={t("write.tagsHint")} {...text("tags")} />
        <MediaUpload
          kind="image"
          label={t("write.cover")}
          value={values.cover_url}
          onChange={(url) => form.setFieldValue("cover_url", url)}
          error={error("cover_url")}
          required
          disabled={busy}
        />
        <Switch
          label={t("write.openSpecial")}
          checked={values.is_open}
          onChange={(event) => form.setFieldValue("is_open", event.currentTarget.checked)}
          disabled={busy}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} size="md">
            {special ? t("write.saveChanges") : t("write.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
