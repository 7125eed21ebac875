import { z } from "zod";
import { ACTIVITY_KINDS, ACTIVITY_LIMITS, SIGNUP_STATES } from "../activity.js";
import { LIMITS } from "../constants.js";
import { Code } from "../errors/codes.js";
import { signupContactProblem, signupEmailProblem, signupNameProblem, signupNoteProblem } from "../rules/activity.js";
import { textProblem } from "../rules/text.js";
import type {
  ActivityCalendar,
  ActivityDetail,
  ActivitySignupRow,
  ActivitySummary,
  MySignup,
} from "./activity-types.js";
import { type Paged, page, pageSize } from "./common.js";
import { abstract, contentLang, coverUrl, id, richText, title } from "./cms-fields.js";
import { defineAction, returns } from "./define.js";
import { ruled } from "./rule-schema.js";

const paging = { page, page_size: pageSize };
const kind = z.enum(ACTIVITY_KINDS);
const activityRef = z.object({ activity_id: id });

/** A month, `YYYY-MM`. */
const month = z.string().regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])$/);
/** A day, `YYYY-MM-DD` (checked to exist). */
const day = z
  .string()
  .regex(/^(19|20|21)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/)
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    },
    { message: "no such day" },
  );
/** The caller's offset from UTC in minutes (UTC+8 is 480): months and days are theirs. */
const tzOffset = z.coerce.number().int().min(-840).max(840).default(0);

/** A moment with its offset, ISO 8601, between the years 2000 and 2100. */
const moment = z.iso
  .datetime({ offset: true })
  .transform((value) => new Date(value))
  .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() < 2100, { message: "out of range" });

/** Operators' fields. */
const place = ruled(
  (value) => (textProblem(value, { required: false, maxChars: ACTIVITY_LIMITS.placeMaxChars }) ? "tooLong" : null),
  { tooLong: null },
).default("");
const onlineUrl = z
  .string()
  .trim()
  .max(LIMITS.urlMaxChars)
  .refine((value) => value === "" || /^https?:\/\/\S+$/.test(value), { message: "format" })
  .default("");

const activityForm = z
  .object({
    activity_id: id.optional(),
    kind,
    lang: contentLang,
    title,
    abstract,
    content: richText,
    cover_url: coverUrl,
    place,
    online_url: onlineUrl,
    starts_at: moment,
    ends_at: moment,
    signup_deadline: moment,
    capacity: z.coerce.number().int().min(0).max(ACTIVITY_LIMITS.capacityMax),
  })
  .refine((f) => f.place !== "" || f.online_url !== "", { message: "a place or an online link", path: ["place"] })
  .refine((f) => f.ends_at >= f.starts_at, { message: "ends before it starts", path: ["ends_at"] })
  .refine((f) => f.signup_deadline <= f.ends_at, { message: "signup closes after the end", path: ["signup_deadline"] });

/** The signup form: the rules of `rules/activity.ts`. */
const signupForm = z.object({
  activity_id: id,
  name: ruled(signupNameProblem, { required: null, tooLong: null }),
  contact: ruled(signupContactProblem, { required: null, tooLong: null }),
  email: ruled(signupEmailProblem, { required: null, format: Code.EmailIncorrect }),
  note: ruled(signupNoteProblem, { tooLong: null }).default(""),
});

/** Activities of `appcms_msrv` (docs/activities.md). */
export const cmsActivities = {
  /**
   * Activities, upcoming and ongoing first (soonest first), then past ones (latest first);
   * `month` or `date` keep those starting then, in the caller's time zone.
   */
  activity_list: defineAction({
    auth: "optional",
    input: z.object({
      ...paging,
      kind: kind.optional(),
      lang: contentLang.optional(),
      month: month.optional(),
      date: day.optional(),
      tz_offset: tzOffset,
    }),
    output: returns<Paged<ActivitySummary>>(),
    codes: [],
  }),
  activity_detail: defineAction({
    auth: "optional",
    input: activityRef,
    output: returns<ActivityDetail>(),
    codes: [Code.NotFound],
  }),
  /** The days of a month with activities starting on them, with how many. */
  activity_calendar: defineAction({
    auth: "optional",
    input: z.object({ month, kind: kind.optional(), lang: contentLang.optional(), tz_offset: tzOffset }),
    output: returns<ActivityCalendar>(),
    codes: [],
  }),
  /**
   * Signs the caller up: a place while any is free, else the end of the waitlist. One active
   * signup per user and activity (801160); none after the deadline (801161).
   */
  activity_merchant_signup: defineAction({
    auth: "required",
    input: signupForm,
    output: returns<MySignup>(),
    codes: [Code.NotFound, Code.AlreadySignedUp, Code.SignupClosed, Code.EmailIncorrect],
  }),
  /** The caller's latest signup for an activity, or null. */
  activity_my_signup: defineAction({
    auth: "required",
    input: activityRef,
    output: returns<MySignup | null>(),
    codes: [Code.NotFound],
  }),
  /**
   * Cancels the caller's place or waitlist spot, until the activity starts (801161 after); a
   * freed place goes to the first person waiting, in the same transaction.
   */
  activity_signup_cancel: defineAction({
    auth: "required",
    input: activityRef,
    output: returns<MySignup>(),
    codes: [Code.NotFound, Code.NotSignedUp, Code.SignupClosed],
  }),
  /** Operators (`edit_activity`): adds an activity, or edits the one named by `activity_id`. */
  activity_save: defineAction({
    auth: "required",
    input: activityForm,
    output: returns<ActivityDetail>(),
    codes: [Code.PermissionDenied, Code.NotFound],
  }),
  /** Operators: removes an activity from every list and page. */
  activity_delete: defineAction({
    auth: "required",
    input: activityRef,
    output: returns<{ activity_id: number }>(),
    codes: [Code.PermissionDenied, Code.NotFound],
  }),
  /** Operators: an activity's signups in signup order, with their contacts. */
  activity_signup_list: defineAction({
    auth: "required",
    input: z.object({ ...paging, activity_id: id, state: z.enum(SIGNUP_STATES).optional() }),
    output: returns<Paged<ActivitySignupRow>>(),
    codes: [Code.PermissionDenied, Code.NotFound],
  }),
};
