/** Activities: their kinds, the states of a signup and the limits of the forms (docs/activities.md). */

/** An `investment` activity opens on its own page (`/appcms/investment_detail`). */
export const ACTIVITY_KINDS = ["meetup", "ama", "hackathon", "investment"] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** `signed`: holds a place; `waiting`: on the waitlist, in signup order; `cancelled`: withdrew. */
export const SIGNUP_STATES = ["signed", "waiting", "cancelled"] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

export const ACTIVITY_LIMITS = {
  placeMaxChars: 200,
  signupNameMaxChars: 50,
  signupContactMaxChars: 100,
  signupNoteMaxChars: 500,
  /** 0 means no limit. */
  capacityMax: 100_000,
} as const;
