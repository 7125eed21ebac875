import type { ActivityKind, SignupState } from "../activity.js";
import type { ContentLang } from "../content.js";
import type { AuthorBrief } from "./user.js";

/** An activity as lists show it. Dates are ISO 8601 strings. */
export interface ActivitySummary {
  activity_id: number;
  kind: ActivityKind;
  lang: ContentLang;
  title: string;
  abstract: string;
  cover_url: string;
  /** Where it happens; empty for an online-only activity. */
  place: string;
  /** The online link; empty for an in-person-only activity. */
  online_url: string;
  starts_at: string;
  ends_at: string;
  signup_deadline: string;
  /** 0: no limit. */
  capacity: number;
  signed_count: number;
  waiting_count: number;
  /** Places still free; null without a limit. */
  places_left: number | null;
  /** Signups are taken (the deadline has not passed). */
  signup_open: boolean;
  /** `upcoming` before its start, `ongoing` until its end, `ended` after. */
  phase: "upcoming" | "ongoing" | "ended";
}

/** The caller's signup for one activity. */
export interface MySignup {
  signup_id: number;
  activity_id: number;
  state: SignupState;
  /** On the waitlist: 1 for the next to get a place; 0 otherwise. */
  position: number;
  name: string;
  contact: string;
  email: string;
  note: string;
  created_at: string;
  /** When a freed place moved this signup from the waitlist; null if it never waited or still waits. */
  promoted_at: string | null;
}

export interface ActivityDetail extends ActivitySummary {
  /** Cleaned HTML: safe to render as is. */
  content: string;
  author: AuthorBrief;
  /** The caller's latest signup (cancelled ones included); null without one or without a session. */
  my_signup: MySignup | null;
  /** The caller may edit the activity and see its signups (privilege `edit_activity`). */
  can_edit: boolean;
}

/** Days of a month (in the caller's time zone) on which activities start. */
export interface ActivityCalendar {
  month: string;
  days: { date: string; count: number }[];
}

/** A signup as the operator sees it. */
export interface ActivitySignupRow extends MySignup {
  user: AuthorBrief;
}
