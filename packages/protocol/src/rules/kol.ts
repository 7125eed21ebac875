/**
 * KOL profiles (docs/kol.md): their states, the fields of the application form and its rules,
 * run by the web form before sending and by the gateway's input schema on arrival.
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { CountryCode } from "libphonenumber-js/min";
import { LIMITS } from "../constants.js";
import { mediaUrlProblem } from "./files.js";
import { emailProblem } from "./profile.js";
import { type TextProblem, textProblem } from "./text.js";

/**
 * `none`: the user never applied; `under_review`: submitted (or modified) and waiting for an
 * operator; `approved`: listed; `not_approved`: refused with a reason; `offline`: taken off the
 * list by an operator with a reason. After any of them the user may add or modify.
 */
export const KOL_STATES = ["none", "under_review", "approved", "not_approved", "offline"] as const;
export type KolState = (typeof KOL_STATES)[number];

export const KOL_GENDERS = ["male", "female", "secrecy"] as const;
export type KolGender = (typeof KOL_GENDERS)[number];

/** The external platforms a KOL may link. */
export const KOL_PLATFORMS = ["facebook", "youtube", "twitter", "tiktok"] as const;
export type KolPlatform = (typeof KOL_PLATFORMS)[number];

/** What an operator does to an application: approve it, refuse it, or take an approved KOL offline. */
export const KOL_REVIEW_ACTIONS = ["approve", "refuse", "offline"] as const;
export type KolReviewAction = (typeof KOL_REVIEW_ACTIONS)[number];

/** How the public list orders KOLs: by overall score, by likes, or newest approved first. */
export const KOL_SORTS = ["score", "likes", "newest"] as const;
export type KolSort = (typeof KOL_SORTS)[number];

export const KOL_LIMITS = {
  nameMaxChars: 50,
  synopsisMaxChars: 2_000,
  /** Radiating countries per application. */
  countriesMax: 30,
  reasonMaxChars: 200,
  phoneMaxChars: 30,
} as const;

/** The hosts (and their subdomains) a linked video or platform page may be on. */
export const KOL_VIDEO_HOSTS = [
  "youtube.com",
  "youtu.be",
  "vimeo.com",
  "tiktok.com",
  "facebook.com",
  "fb.watch",
  "twitter.com",
  "x.com",
  "bilibili.com",
] as const;
export const KOL_PLATFORM_HOSTS: Readonly<Record<KolPlatform, readonly string[]>> = {
  facebook: ["facebook.com", "fb.com"],
  youtube: ["youtube.com", "youtu.be"],
  twitter: ["twitter.com", "x.com"],
  tiktok: ["tiktok.com"],
};

export function kolNameProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: KOL_LIMITS.nameMaxChars });
}

export function kolSynopsisProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: KOL_LIMITS.synopsisMaxChars });
}

/** A required e-mail address ("E-mail format is incorrect" when malformed). */
export function kolEmailProblem(value: string): "required" | "format" | null {
  if (value.trim() === "") return "required";
  return emailProblem(value);
}

/** Whether a two-letter code is a country libphonenumber knows (ISO 3166-1 alpha-2, upper case). */
export function isKolCountry(code: string): code is CountryCode {
  return (getCountries() as string[]).includes(code);
}

/** Every country code libphonenumber knows, for the country list. */
export function kolCountryCodes(): string[] {
  return getCountries();
}

/** The calling code of a country, with its plus (`+86`), or "" for an unknown country. */
export function callingCodeOf(country: string): string {
  return isKolCountry(country) ? `+${getCountryCallingCode(country)}` : "";
}

/**
 * A phone number with its area code: `country` is the ISO code whose calling code was picked
 * (several countries share +1 or +7), `phone` the number as typed (the calling code may be
 * repeated in front with a plus). The number must be a valid one of that calling code.
 */
export function kolPhoneProblem(country: string, phone: string): "required" | "format" | null {
  const number = phone.trim();
  if (number === "") return "required";
  if (!isKolCountry(country) || number.length > KOL_LIMITS.phoneMaxChars) return "format";
  const parsed = parsePhoneNumberFromString(number, country);
  if (!parsed?.isValid()) return "format";
  return parsed.countryCallingCode === getCountryCallingCode(country) ? null : "format";
}

/** The number in E.164 (`+8613812345678`), or "" when it is not valid for the country. */
export function kolPhoneE164(country: string, phone: string): string {
  if (kolPhoneProblem(country, phone) !== null || !isKolCountry(country)) return "";
  return parsePhoneNumberFromString(phone.trim(), country)?.number ?? "";
}

const hostOf = (value: string): string | null => {
  if (!/^https:\/\/\S+$/.test(value)) return null;
  try {
    return new URL(value).hostname.toLowerCase();
  } catch {
    return null;
  }
};
const onHost = (host: string, hosts: readonly string[]) => hosts.some((h) => host === h || host.endsWith(`.${h}`));

/**
 * The application's video: an mp4 uploaded to the platform (`/uploads/...mp4`; the gateway also
 * checks it is one of its files) or an https link on a video site of `KOL_VIDEO_HOSTS`.
 */
export function kolVideoProblem(value: string): "required" | "tooLong" | "format" | null {
  const url = value.trim();
  if (url === "") return "required";
  if (url.length > LIMITS.urlMaxChars) return "tooLong";
  if (url.startsWith("https://")) {
    const host = hostOf(url);
    return host && onHost(host, KOL_VIDEO_HOSTS) ? null : "format";
  }
  return mediaUrlProblem("video", url);
}

/** Whether the video is a link to a video site rather than an upload. */
export const isKolVideoLink = (value: string) => value.trim().startsWith("https://");

/** A platform page: none, or an https link on that platform's site. */
export function kolPlatformUrlProblem(platform: KolPlatform, value: string): "tooLong" | "format" | null {
  const url = value.trim();
  if (url === "") return null;
  if (url.length > LIMITS.urlMaxChars) return "tooLong";
  const host = hostOf(url);
  return host && onHost(host, KOL_PLATFORM_HOSTS[platform]) ? null : "format";
}

/** Radiating countries: at least one, at most `countriesMax`, each a known ISO code, no repeats. */
export function kolCountriesProblem(codes: readonly string[]): "required" | "tooMany" | "format" | null {
  if (codes.length === 0) return "required";
  if (codes.length > KOL_LIMITS.countriesMax) return "tooMany";
  if (new Set(codes).size !== codes.length) return "format";
  return codes.every(isKolCountry) ? null : "format";
}

/** An operator's reason to refuse or take offline: required, at most `reasonMaxChars`. */
export function kolReasonProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: KOL_LIMITS.reasonMaxChars });
}
