import type { TranslationKey } from "../../i18n";
import { avatarUrlProblem, bioProblem, emailProblem, LIMITS, nicknameProblem, type UserInfo } from "@icms/protocol";

/** The editable profile fields, as the form holds them. */
export interface ProfileValues {
  nickname: string;
  bio: string;
  email: string;
  avatar_url: string;
}

export type ProfileField = keyof ProfileValues;

/** A locale key and its values, per field that fails. */
export type ProfileErrors = Partial<Record<ProfileField, { key: TranslationKey; values?: Record<string, number> }>>;

export function profileValues(user: Pick<UserInfo, ProfileField> | undefined): ProfileValues {
  return {
    nickname: user?.nickname ?? "",
    bio: user?.bio ?? "",
    email: user?.email ?? "",
    avatar_url: user?.avatar_url ?? "",
  };
}

/**
 * The rules the gateway applies to `set_profile`, checked before sending: the protocol's own
 * rule for each field, mapped to its message key.
 */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const nickname = nicknameProblem(values.nickname);
  if (nickname === "required") errors.nickname = { key: "profile.errors.nicknameRequired" };
  else if (nickname === "tooLong") {
    errors.nickname = { key: "profile.errors.nicknameTooLong", values: { max: LIMITS.nicknameMaxChars } };
  }
  if (bioProblem(values.bio)) errors.bio = { key: "profile.errors.bioTooLong", values: { max: LIMITS.bioMaxChars } };
  if (emailProblem(values.email)) errors.email = { key: "profile.errors.emailInvalid" };
  if (avatarUrlProblem(values.avatar_url)) errors.avatar_url = { key: "profile.errors.avatarInvalid" };
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
