import { z } from "zod";
import { CONTENT_LIMITS } from "../content.js";
import { Code } from "../errors/codes.js";
import {
  isKolCountry,
  KOL_GENDERS,
  KOL_LIMITS,
  KOL_REVIEW_ACTIONS,
  KOL_SORTS,
  KOL_STATES,
  type KolPlatform,
  kolCountriesProblem,
  kolEmailProblem,
  kolNameProblem,
  kolPhoneProblem,
  kolPlatformUrlProblem,
  kolReasonProblem,
  kolSynopsisProblem,
  kolVideoProblem,
} from "../rules/kol.js";
import { tags } from "./cms-fields.js";
import { noInput, type Paged, page, pageSize, rowId, uid } from "./common.js";
import { defineAction, returns, withCode } from "./define.js";
import type { Country, KolApplication, KolLike, KolMine, KolProfile, KolSummary } from "./kol-types.js";
import { ruled } from "./rule-schema.js";

const paging = { page, page_size: pageSize };
const kolId = rowId.describe("kol_id");

/** An ISO 3166-1 alpha-2 code libphonenumber knows, upper-cased on arrival. */
const country = z
  .string()
  .trim()
  .max(2)
  .transform((value) => value.toUpperCase())
  .refine(isKolCountry, { message: "unknown country" });

const platformUrl = (platform: KolPlatform) =>
  ruled((value) => kolPlatformUrlProblem(platform, value), { tooLong: null, format: null }).default("");

/** The application form (product-spec section 5): the rules of `rules/kol.ts`. */
const kolForm = z
  .object({
    name: ruled(kolNameProblem, { required: null, tooLong: null }),
    gender: z.enum(KOL_GENDERS),
    /** The ISO code whose calling code the phone number is under. */
    phone_country: z
      .string()
      .trim()
      .max(2)
      .transform((value) => value.toUpperCase()),
    phone: z.string().trim().min(1, { message: "required" }).max(KOL_LIMITS.phoneMaxChars),
    email: ruled(kolEmailProblem, { required: null, format: Code.EmailIncorrect }),
    synopsis: ruled(kolSynopsisProblem, { required: null, tooLong: null }),
    tags,
    video_url: ruled(kolVideoProblem, { required: null, tooLong: null, format: null }),
    countries: z
      .array(z.string().trim().max(2))
      .max(KOL_LIMITS.countriesMax)
      .transform((codes) => codes.map((code) => code.toUpperCase()))
      .refine((codes) => kolCountriesProblem(codes) === null, { message: "countries" }),
    facebook: platformUrl("facebook"),
    youtube: platformUrl("youtube"),
    twitter: platformUrl("twitter"),
    tiktok: platformUrl("tiktok"),
  })
  // An empty phone is the field's own 50500; a number that is not one of the area code's, 801190.
  .refine((form) => kolPhoneProblem(form.phone_country, form.phone) !== "format", {
    ...withCode(Code.KolPhoneInvalid),
    path: ["phone"],
  });

const review = z
  .object({
    kol_id: kolId,
    action: z.enum(KOL_REVIEW_ACTIONS),
    /** The revision the operator read (an approval or refusal of an older one answers 801192). */
    revision: z.coerce.number().int().min(1).max(2_147_483_647),
    /** Required to refuse or take offline (801139 when empty); unused to approve. */
    reason: z
      .string()
      .trim()
      .max(KOL_LIMITS.reasonMaxChars * 4)
      .default(""),
  })
  .refine((form) => form.action === "approve" || kolReasonProblem(form.reason) !== "required", {
    ...withCode(Code.ReviewReasonRequired),
    path: ["reason"],
  })
  .refine((form) => kolReasonProblem(form.reason) !== "tooLong", { message: "tooLong", path: ["reason"] });

/** KOL profiles (part of `user_msrv`; docs/kol.md). */
export const kol = {
  /** Approved KOLs, public: by country or keyword tag, ordered by overall score (or likes, or newest). */
  kol_user_list: defineAction({
    auth: "optional",
    input: z.object({
      ...paging,
      country: country.optional(),
      tag: z.string().trim().max(CONTENT_LIMITS.tagMaxChars).optional(),
      sort: z.enum(KOL_SORTS).default("score"),
    }),
    output: returns<Paged<KolSummary>>(),
    codes: [],
  }),
  /** An approved KOL by `kol_id` or by `uid` (one of them is required). */
  kol_detail: defineAction({
    auth: "optional",
    input: z
      .object({ kol_id: kolId.optional(), uid: uid.optional() })
      .refine((ref) => ref.kol_id !== undefined || ref.uid !== undefined, {
        message: "kol_id or uid",
        path: ["kol_id"],
      }),
    output: returns<KolProfile>(),
    codes: [Code.NotFound],
  }),
  /** The caller's own application with its state and the operator's last reason. */
  kol_mine: defineAction({
    auth: "required",
    input: noInput,
    output: returns<KolMine>(),
    codes: [],
  }),
  /**
   * Applies, or modifies the caller's application (one per user): either way it goes (back) to
   * under review; a modify while under review replaces the pending version.
   */
  kol_register: defineAction({
    auth: "required",
    input: kolForm,
    output: returns<KolApplication>(),
    codes: [Code.EmailIncorrect, Code.KolPhoneInvalid],
  }),
  /** Likes an approved KOL, once (801103); not oneself (801104). */
  kol_click_like: defineAction({
    auth: "required",
    input: z.object({ kol_id: kolId }),
    output: returns<KolLike>(),
    codes: [Code.NotFound, Code.AlreadyLiked, Code.CannotLikeOwn],
  }),
  /** ISO 3166-1 countries with their calling codes, named in the caller's language, sorted by name. */
  country_list: defineAction({
    auth: "none",
    input: noInput,
    output: returns<Country[]>(),
    codes: [],
  }),
  /** Operators (`review_kol`): applications by state (all when left out), waiting ones oldest first. */
  kol_review_list: defineAction({
    auth: "required",
    input: z.object({ ...paging, state: z.enum(KOL_STATES).exclude(["none"]).optional() }),
    output: returns<Paged<KolApplication>>(),
    codes: [Code.PermissionDenied],
  }),
  /**
   * Operators (`review_kol`): approves or refuses an application under review (801123 once
   * decided), or takes an approved KOL offline (801128 already offline, 801191 not approved).
   */
  kol_set_status: defineAction({
    auth: "required",
    input: review,
    output: returns<KolApplication>(),
    codes: [
      Code.PermissionDenied,
      Code.NotFound,
      Code.AlreadyReviewed,
      Code.AlreadyOffline,
      Code.KolNotApproved,
      Code.KolApplicationChanged,
      Code.ReviewReasonRequired,
    ],
  }),
};
