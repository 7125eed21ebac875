import { ACTIVITY_KINDS, type ActivityDetail, CONTENT_LANGS, titleProblem } from "@icms/protocol";
import { Button, Group, Loader, NumberInput, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { idParam } from "../../app/paths";
import { MediaUpload } from "../../ui/MediaUpload";
import { showError, toast } from "../../ui/notify";
import { PageFrame } from "../../ui/PageFrame";
import { QueryStatus } from "../../ui/QueryStatus";
import { uploadMedia } from "../../ui/upload";
import { useActivityAdmin } from "./admin-queries";
import { type ActivityInput, useActivity } from "./queries";

const RichTextEditor = lazy(() =>
  import("../../ui/editor/RichTextEditor").then((m) => ({ default: m.RichTextEditor })),
);

const uploadImage = (file: File) => uploadMedia(file, "image").then((uploaded) => uploaded.url);

/** An ISO instant as a `datetime-local` value in the browser's zone, and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : "");

type Values = Required<Omit<ActivityInput, "activity_id" | "capacity">> & { capacity: number };

function initialValues(a: ActivityDetail | undefined, lang: string): Values {
  return {
    kind: a?.kind ?? "meetup",
    lang: a?.lang ?? ((CONTENT_LANGS as readonly string[]).includes(lang) ? (lang as Values["lang"]) : "en"),
    title: a?.title ?? "",
    abstract: a?.abstract ?? "",
    content: a?.content ?? "",
    cover_url: a?.cover_url ?? "",
    place: a?.place ?? "",
    online_url: a?.online_url ?? "",
    starts_at: a ? toLocalInput(a.starts_at) : "",
    ends_at: a ? toLocalInput(a.ends_at) : "",
    signup_deadline: a ? toLocalInput(a.signup_deadline) : "",
    capacity: a?.capacity ?? 30,
  };
}

function ActivityForm({ activity }: { activity?: ActivityDetail }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { save } = useActivityAdmin();
  const [values, setValues] = useState<Values>(() => initialValues(activity, i18n.language));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: "title" | "abstract" | "place" | "online_url") => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => set(key, event.currentTarget.value),
    error: errors[key],
  });

  const check = () => {
    const found: typeof errors = {};
    if (titleProblem(values.title)) found.title = t("activities.admin.titleRequired");
    if (!values.cover_url) found.cover_url = t("activities.admin.coverRequired");
    if (!values.place.trim() && !values.online_url.trim()) found.place = t("activities.admin.placeRequired");
    for (const key of ["starts_at", "ends_at", "signup_deadline"] as const)
      if (!values[key]) found[key] = t("activities.admin.timeRequired");
    if (values.ends_at && values.starts_at && values.ends_at < values.starts_at)
      found.ends_at = t("activities.admin.endBeforeStart");
    if (values.signup_deadline && values.ends_at && values.signup_deadline > values.ends_at)
      found.signup_deadline = t("activities.admin.deadlineAfterEnd");
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = () => {
    if (!check()) return;
    save.mutate(
      {
        ...values,
        activity_id: activity?.activity_id,
        starts_at: fromLocalInput(values.starts_at),
        ends_at: fromLocalInput(values.ends_at),
        signup_deadline: fromLocalInput(values.signup_deadline),
      },
      {
        onSuccess: (saved) => {
          toast({ type: "success", message: t("activities.admin.saved") });
          navigate(`/appcms/activity_item?activity_id=${saved.activity_id}`);
        },
        onError: showError,
      },
    );
  };

  const busy = save.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Group grow align="flex-start">
          <Select
            label={t("activities.admin.kind")}
            value={values.kind}
            onChange={(next) => next && set("kind", next as Values["kind"])}
            data={ACTIVITY_KINDS.map((k) => ({ value: k, label: t(`activities.kind.${k}`) }))}
            allowDeselect={false}
          />
          <Select
            label={t("activities.admin.lang")}
            value={values.lang}
            onChange={(next) => next && set("lang", next as Values["lang"])}
            data={CONTENT_LANGS.map((l) => ({ value: l, label: t(`content.lang.${l}`) }))}
            allowDeselect={false}
          />
        </Group>
        <TextInput label={t("activities.admin.title")} required {...text("title")} />
        <Textarea label={t("activities.admin.abstract")} autosize minRows={2} {...text("abstract")} />
        <MediaUpload
          kind="image"
          label={t("activities.admin.cover")}
          value={values.cover_url}
          onChange={(url) => set("cover_url", url)}
          error={errors.cover_url}
          required
          disabled={busy}
        />
        <Group grow align="flex-start">
          <TextInput label={t("activities.admin.place")} {...text("place")} />
          <TextInput
            label={t("activities.admin.onlineUrl")}
            type="url"
            placeholder="https://"
            {...text("online_url")}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          {(["starts_at", "ends_at", "signup_deadline"] as const).map((key) => (
            <TextInput
              key={key}
              type="datetime-local"
              required
              label={t(`activities.admin.${key}`)}
              value={values[key]}
              onChange={(event) => set(key, event.currentTarget.value)}
              error={errors[key]}
              miw={200}
            />
          ))}
        </Group>
        <NumberInput
          label={t("activities.admin.capacity")}
          description={t("activities.admin.capacityHint")}
          min={0}
          max={100_000}
          allowDecimal={false}
          value={values.capacity}
          onChange={(next) => set("capacity", typeof next === "number" ? next : 0)}
          maw={240}
        />
        <Suspense fallback={<Loader role="status" aria-label={t("common.loading")} />}>
          <RichTextEditor
            label={t("activities.admin.content")}
            initialHtml={values.content}
            onChange={(html) => set("content", html)}
            onUploadImage={uploadImage}
            disabled={busy}
          />
        </Suspense>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("activities.admin.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /ucenter/activityindex/activity_form[?activity_id=]: a new activity, or the one to edit. */
export function ActivityFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const activityId = idParam(params.get("activity_id"));
  const activity = useActivity(activityId);
  return (
    <PageFrame title={t("routes.ActivityForm")} size="md">
      {activityId > 0 ? (
        <QueryStatus query={activity}>{activity.data && <ActivityForm activity={activity.data} />}</QueryStatus>
      ) : (
        <ActivityForm />
      )}
    </PageFrame>
  );
}
