import { Avatar, Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { LIMITS, type UserInfo } from "@icms/protocol";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { showError, toast } from "../../ui/notify";
import { changedFields, type ProfileErrors, type ProfileField, profileValues, validateProfile } from "./profile-form";
import { useSaveProfile } from "../../queries/profile";

/** The settings form: nickname, bio, email and avatar, saved through `set_profile`. */
export function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const initial = profileValues(user);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const save = useSaveProfile();
  const changes = changedFields(initial, values);
  const dirty = Object.keys(changes).length > 0;

  const field = (name: ProfileField) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    },
    error: errors[name] ? t(errors[name].key, errors[name].values) : undefined,
    disabled: save.isPending,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(values);
    setErrors(found);
    if (Object.values(found).some(Boolean) || !dirty) return;
    save.mutate(changes, {
      onSuccess: (saved) => {
        setValues(profileValues(saved));
        toast({ message: t("profile.saved"), type: "success" });
      },
      onError: showError,
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending}>
      <Stack gap="md">
        <Group align="flex-end" wrap="nowrap">
          <Avatar src={values.avatar_url.trim() || null} size={64} radius="xl" alt={t("profile.avatarPreview")}>
            {(values.nickname || "?").slice(0, 1).toUpperCase()}
          </Avatar>
          <TextInput
            label={t("profile.avatar")}
            description={t("profile.avatarHint")}
            placeholder="https://"
            type="url"
            style={{ flex: 1 }}
            {...field("avatar_url")}
          />
        </Group>
        <TextInput
          label={t("profile.nickname")}
          required
          maxLength={LIMITS.nicknameMaxChars + 10}
          {...field("nickname")}
        />
        <Textarea
          label={t("profile.bio")}
          description={t("profile.bioHint", { count: values.bio.trim().length, max: LIMITS.bioMaxChars })}
          autosize
          minRows={3}
          {...field("bio")}
        />
        <TextInput label={t("profile.email")} type="email" autoComplete="email" {...field("email")} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {save.isPending ? t("profile.saving") : t("profile.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
