import { charCount, type TextProblem, textProblem } from "./text.js";

/** The limits of a DAO proposal (votes: 2 to 10 options, a window of at most 90 days). */
export const PROPOSAL_LIMITS = {
  titleMaxChars: 100,
  bodyMaxChars: 5_000,
  optionsMin: 2,
  optionsMax: 10,
  optionMaxChars: 80,
  /** Longest voting window, in seconds. */
  windowMaxSeconds: 90 * 24 * 3600,
} as const;

export function proposalTitleProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: PROPOSAL_LIMITS.titleMaxChars });
}

export function proposalBodyProblem(value: string): TextProblem | null {
  return textProblem(value, { required: true, maxChars: PROPOSAL_LIMITS.bodyMaxChars });
}

/** Options as the form sends them: one per line, trimmed, blank lines dropped. */
export function splitProposalOptions(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter((line) => line.length > 0);
}

export type ProposalOptionsProblem = "tooFew" | "tooMany" | "optionTooLong" | "duplicate";

/** Between 2 and 10 distinct options of at most 80 characters each. */
export function proposalOptionsProblem(value: string): ProposalOptionsProblem | null {
  if (charCount(value) > PROPOSAL_LIMITS.optionsMax * (PROPOSAL_LIMITS.optionMaxChars + 2)) return "tooMany";
  const options = splitProposalOptions(value);
  if (options.length < PROPOSAL_LIMITS.optionsMin) return "tooFew";
  if (options.length > PROPOSAL_LIMITS.optionsMax) return "tooMany";
  if (options.some((option) => charCount(option) > PROPOSAL_LIMITS.optionMaxChars)) return "optionTooLong";
  return new Set(options.map((o) => o.toLowerCase())).size === options.length ? null : "duplicate";
}

export type ProposalWindowProblem = "endBeforeStart" | "tooLong";

/** The window ends after it starts and lasts at most 90 days (Unix seconds). */
export function proposalWindowProblem(startsAt: number, endsAt: number): ProposalWindowProblem | null {
  if (endsAt <= startsAt) return "endBeforeStart";
  return endsAt - startsAt > PROPOSAL_LIMITS.windowMaxSeconds ? "tooLong" : null;
}
