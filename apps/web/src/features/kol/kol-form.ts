import {
  CONTENT_LIMITS,
  type KolApplication,
  type KolGender,
  KOL_LIMITS,
  KOL_PLATFORMS,
  type KolPlatform,
  kolCountriesProblem,
  kolEmailProblem,
  kolNameProblem,
  kolPhoneProblem,
  kolPlatformUrlProblem,
  kolSynopsisProblem,
  kolVideoProblem,
  tagsProblem,
} from "@icms/protocol";
import type { TranslationKey } from "../../i18n";
import type { KolRegisterInput } from "./queries";

/** The application form as typed: tags and countries as lists, the platforms one link each. */
export interface KolValues extends Record<KolPlatform, string> {
  name: string;
  gender: KolGender | "";
  phone_country: string;
  phone: string;
  email: string;
  synopsis: string;
  tags: string[];
  video_url: string;
  countries: string[];
}
export type KolField = keyof KolValues;

export const emptyKol: KolValues = {
  name: "",
  gender: "",
  phone_country: "",
  phone: "",
  email: "",
  synopsis: "",
  tags: [],
  video_url: "",
  countries: [],
  facebook: "",
  youtube: "",
  twitter: "",
  tiktok: "",
};

/** The form filled from the user's application, to modify it. */
export function valuesOfApplication(application: KolApplication): KolValues {
  return {
    name: application.name,
    gender: application.gender,
    phone_country: application.phone_country,
    phone: application.phone,
    email: application.email,
    synopsis: application.synopsis,
    tags: application.tags,
    video_url: application.video_url,
    countries: application.countries,
    ...application.platforms,
  };
}

export type Problem = { key: TranslationKey; values?: Record<string, number> };

/**
 * What is wrong with each field, by the protocol's rules (the gateway's), before sending: name,
 * gender, phone with its area code, e-mail, synopsis, video and radiating countries are required.
 */
export function validateKol(values: KolValues): Partial<Record<KolField, Problem>> {
  const problems: Partial<Record<KolField, Problem>> = {};
  const name = kolNameProblem(values.name);
  if (name) problems.name = { key: `kol.form.errors.${name}`, values: { max: KOL_LIMITS.nameMaxChars } };
  if (values.gender === "") problems.gender = { key: `kol.form.errors.gender` };
  if (values.phone_country === "") problems.phone_country = { key: `kol.form.errors.areaCode` };
  const phone =
    values.phone.trim() === ""
      ? "required"
      : values.phone_country === ""
        ? null
        : kolPhoneProblem(values.phone_country, values.phone);
  if (phone) problems.phone = { key: phone === "required" ? `kol.form.errors.required` : `kol.form.errors.phone` };
  const email = kolEmailProblem(values.email);
  if (email) problems.email = { key: email === "required" ? `kol.form.errors.required` : `kol.form.errors.email` };
  const synopsis = kolSynopsisProblem(values.synopsis);
  if (synopsis)
    problems.synopsis = { key: `kol.form.errors.${synopsis}`, values: { max: KOL_LIMITS.synopsisMaxChars } };
  if (tagsProblem(values.tags.join(","))) {
    problems.tags = {
      key: `kol.form.errors.tags`,
      values: { max: CONTENT_LIMITS.tagsMax, chars: CONTENT_LIMITS.tagMaxChars },
    };
  }
  const video = kolVideoProblem(values.video_url);
  if (video) problems.video_url = { key: video === "required" ? `kol.form.errors.video` : `kol.form.errors.videoLink` };
  const countries = kolCountriesProblem(values.countries);
  if (countries) {
    problems.countries = {
      key: countries === "tooMany" ? `kol.form.errors.countriesTooMany` : `kol.form.errors.countries`,
      values: { max: KOL_LIMITS.countriesMax },
    };
  }
  for (const platform of KOL_PLATFORMS) {
    if (kolPlatformUrlProblem(platform, values[platform])) problems[platform] = { key: `kol.form.errors.platform` };
  }
  return problems;
}

/** The call's input, once `validateKol` found nothing (a gender is then chosen). */
export function kolInput(values: KolValues): KolRegisterInput {
  return {
    name: values.name.trim(),
    gender: values.gender === "" ? "secrecy" : values.gender,
    phone_country: values.phone_country,
    phone: values.phone.trim(),
    email: values.email.trim(),
    synopsis: values.synopsis.trim(),
    tags: values.tags.join(","),
    video_url: values.video_url.trim(),
    countries: values.countries,
    facebook: values.facebook.trim(),
    youtube: values.youtube.trim(),
    twitter: values.twitter.trim(),
    tiktok: values.tiktok.trim(),
  };
}
