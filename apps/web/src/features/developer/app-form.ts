import {
  DEVELOPER_LIMITS,
  type DeveloperApp,
  developerAppDescriptionProblem,
  developerAppNameProblem,
  developerExpiryProblem,
  developerQuotaProblem,
} from "@icms/protocol";
import type { TFunction } from "i18next";
import type { SaveAppInput } from "./queries";

const DAY_MS = 86_400_000;
/** A new app's expiry unless the holder picks another: 90 days. */
const DEFAULT_EXPIRY_DAYS = 90;

export interface AppFormValues {
  name: string;
  description: string;
  scopes: string[];
  /** `YYYY-MM-DD`, as a date input holds it. */
  expiry: string;
  quotaMinute: number | string;
  quotaDay: number | string;
}

export type AppFormErrors = Partial<Record<keyof AppFormValues, string>>;

/** A date as a date input holds it, in the local calendar. */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function initialValues(app: DeveloperApp | null, now = Date.now()): AppFormValues {
  if (app) {
    return {
      name: app.name,
      description: app.description,
      scopes: app.scopes,
      expiry: dateInputValue(new Date(app.expires_at * 1000)),
      quotaMinute: app.quota_minute,
      quotaDay: app.quota_day,
    };
  }
  return {
    name: "",
    description: "",
    scopes: [],
    expiry: dateInputValue(new Date(now + DEFAULT_EXPIRY_DAYS * DAY_MS)),
    quotaMinute: 60,
    quotaDay: 10_000,
  };
}

/**
 * The key lives to the end of the chosen day (local time), but never past the platform's
 * ceiling: a date 365 days away ends a minute before it.
 */
function expirySeconds(expiry: string, now = Date.now()): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return null;
  const end = new Date(`${expiry}T23:59:59`).getTime();
  if (Number.isNaN(end)) return null;
  const ceiling = now + DEVELOPER_LIMITS.expiryDaysMax * DAY_MS - 60_000;
  return Math.floor(Math.min(end, ceiling) / 1000);
}

/** The form's problems, by the rules the gateway runs (`rules/developer.ts`); none when empty. */
export function validateApp(values: AppFormValues, t: TFunction, now = Date.now()): AppFormErrors {
  const errors: AppFormErrors = {};
  const name = developerAppNameProblem(values.name);
  if (name === "required") errors.name = t("developer.form.errors.nameRequired");
  if (name === "tooLong") errors.name = t("developer.form.errors.nameTooLong", { max: DEVELOPER_LIMITS.nameMaxChars });
  if (developerAppDescriptionProblem(values.description)) {
    errors.description = t("developer.form.errors.descriptionTooLong", { max: DEVELOPER_LIMITS.descriptionMaxChars });
  }
  if (values.scopes.length === 0) errors.scopes = t("developer.form.errors.scopesRequired");
  const expires = expirySeconds(values.expiry, now);
  // Within the ceiling by construction; a date of today or earlier is in the past.
  const endOfToday = expirySeconds(dateInputValue(new Date(now)), now) ?? 0;
  if (expires === null || expires <= endOfToday || developerExpiryProblem(expires, Math.floor(now / 1000))) {
    errors.expiry = t("developer.form.errors.expiryRange", { days: DEVELOPER_LIMITS.expiryDaysMax });
  }
  const minute = Number(values.quotaMinute);
  const day = Number(values.quotaDay);
  if (developerQuotaProblem(minute, DEVELOPER_LIMITS.quotaDayMax) || values.quotaMinute === "") {
    errors.quotaMinute = t("developer.form.errors.quotaRange", { max: DEVELOPER_LIMITS.quotaMinuteMax });
  }
  if (developerQuotaProblem(1, day) || values.quotaDay === "") {
    errors.quotaDay = t("developer.form.errors.quotaRange", { max: DEVELOPER_LIMITS.quotaDayMax });
  }
  return errors;
}

export function toSaveInput(values: AppFormValues, appId: number | undefined, now = Date.now()): SaveAppInput {
  return {
    ...(appId === undefined ? {} : { app_id: appId }),
    name: values.name.trim(),
    description: values.description.trim(),
    scopes: values.scopes,
    expires_at: expirySeconds(values.expiry, now) ?? 0,
    quota_minute: Number(values.quotaMinute),
    quota_day: Number(values.quotaDay),
  };
}
