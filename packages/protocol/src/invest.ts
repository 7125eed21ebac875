/** Investment: the cooperation form's institution types and the limits of both forms (docs/investment.md). */

export const INSTITUTION_TYPES = ["exchange", "fund", "media", "other"] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

/** The two kinds of submission operators answer: a cooperation form or a guestbook message. */
export const INVEST_KINDS = ["coop", "gbook"] as const;
export type InvestKind = (typeof INVEST_KINDS)[number];

export const INVEST_LIMITS = {
  institutionMaxChars: 100,
  descriptionMaxChars: 2000,
  siteMaxChars: 300,
  contactNameMaxChars: 50,
  remarkMaxChars: 1000,
  replyMaxChars: 2000,
} as const;
