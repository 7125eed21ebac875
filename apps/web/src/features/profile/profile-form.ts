import { LIMITS, type UserInfo } from "@icms/protocol";

/** The editable profile fields, as the form holds them. */
export interface ProfileValues {
  nickname: string;
  bio: string;
  email: string;
  avatar_url: string;
}

export type ProfileField = keyof ProfileValues;

/** A locale key and its values, per field that fails. */
export type ProfileErrors = Partial<Record<ProfileField, { key: string; values?: Record<string, number> }>>;

const AVATAR_URL_MAX = 500;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function profileValues(user: Pick<UserInfo, ProfileField> | undefined): ProfileValues {
  return {
    nickname: user?.nickname ?? "",
    bio: user?.bio ?? "",
    email: user?.email ?? "",
    avatar_url: user?.avatar_url ?? "",
  };
}

/** The same rules the gateway applies to `set_profile`, checked before sending. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const nickname = values.nickname.trim();
  if (!nickname) errors.nickname = { key: "profile.errors.nicknameRequired" };
  else if (nickname.length > LIMITS.nicknameMaxChars) {
    errors.nickname = { key: "profile.errors.nicknameTooLong", values: { max: LIMITS.nicknameMaxChars } };
  }
  if (values.bio.trim().length > LIMITS.bioMaxChars) {
    errors.bio = { key: "profile.errors.bioTooLong", values: { max: LIMITS.bioMaxChars } };
  }
  const email = values.email.trim();
  if (email && (!EMAIL_PATTERN.test(email) || email.length > LIMITS.emailMaxChars)) {
    errors.email = { key: "profile.errors.emailInvalid" };
  }
  const avatar = values.avatar_url.trim();
  const avatarOk = avatar === "" || /^https?:\/\/\S+$/.test(avatar) || avatar.startsWith("/uploads/");
  if (!avatarOk || avatar.length > AVATAR_URL_MAX) errors.avatar_url = { key: "profile.errors.avatarInvalid" };
  return errors;
}

/** Only the fields that changed travel to `set_profile`, trimmed. */
export function changedFields(initial: ProfileValues, values: ProfileValues): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  for (const field of Object.keys(values) as ProfileField[]) {
    const next = values[field].trim();
    if (next !== initial[field].trim()) changes[field] = next;
  }
  return changes;
}
