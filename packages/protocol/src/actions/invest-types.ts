import type { InstitutionType, InvestKind } from "../invest.js";
import type { AuthorBrief } from "./user.js";

/** An operator's answer to a submission. Dates are ISO 8601 strings. */
export interface InvestReply {
  content: string;
  replied_at: string;
}

/** A cooperation form as its submitter sees it: read-only once sent. */
export interface InvestCoopForm {
  coop_id: number;
  institution_name: string;
  institution_type: InstitutionType;
  description: string;
  official_site: string;
  contact_email: string;
  created_at: string;
  /** The operator's answer; null until one is given. */
  reply: InvestReply | null;
}

/** A guestbook message as its submitter sees it. */
export interface InvestGbookEntry {
  gbook_id: number;
  institution_name: string;
  contact_name: string;
  phone: string;
  email: string;
  remark: string;
  created_at: string;
  reply: InvestReply | null;
}

/** One submission as operators list it: a cooperation form or a guestbook message. */
export interface InvestSubmission {
  kind: InvestKind;
  submission_id: number;
  institution_name: string;
  /** Cooperation forms only; null for guestbook messages. */
  institution_type: InstitutionType | null;
  /** The contact name (guestbook) or empty (cooperation forms name no person). */
  contact_name: string;
  email: string;
  /** Guestbook only; empty for cooperation forms. */
  phone: string;
  official_site: string;
  /** The cooperation form's description, or the guestbook's remark. */
  text: string;
  /** The signed-in submitter; null for an anonymous guestbook message. */
  submitter: AuthorBrief | null;
  created_at: string;
  reply: InvestReply | null;
}
