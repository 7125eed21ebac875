import type { ParseArgsConfig } from "node:util";
import type { Db } from "../db/db.js";

/** A refusal the operator can act on: printed as is, exit code 1, nothing written. */
export class AdminError extends Error {}

/** A command line that does not fit the command: printed with the command's usage, exit code 2. */
export class UsageError extends Error {}

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig["options"]>;

/** What a command's arguments parsed into. */
export interface CommandArgs {
  positionals: string[];
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
}

interface CommandContext {
  db: Db;
  /** The operator's name, written into the audit log; empty for commands that only read. */
  actor: string;
}

/** A command's answer: `data` for `--json`, `text` for people. */
interface Output {
  data: unknown;
  text: string;
}

export interface AdminCommand {
  /** One or two words: `audit`, `privileges grant`. */
  name: string;
  /** The arguments after the name, as `help` shows them. */
  usage: string;
  summary: string;
  /** Positional arguments: at least `min`, at most `max` (`Infinity` for a list). */
  positionals: { min: number; max: number };
  options?: ParseArgsOptionsConfig;
  /** A command that changes something needs an operator's name for the audit log. */
  writes: boolean;
  run(ctx: CommandContext, args: CommandArgs): Promise<Output>;
}

/** The positional argument at `index` (the parser checked that enough were given). */
export function arg(args: CommandArgs, index: number): string {
  const value = args.positionals[index];
  if (value === undefined) throw new UsageError("an argument is missing");
  return value;
}

/** A string option's value, trimmed; undefined when it was not given. */
export function textOption(args: CommandArgs, name: string): string | undefined {
  const value = args.values[name];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  if (trimmed === "") throw new UsageError(`--${name} must not be empty`);
  return trimmed;
}

/** The largest value of the `integer` columns the numbers given go to (ids, privilege values). */
const INT_MAX = 2_147_483_647;

/** A whole number given as an argument or option, within the database's `integer`. */
export function wholeNumber(text: string, what: string, min = 0): number {
  if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > INT_MAX)
    throw new UsageError(`${what} must be a whole number from ${min} to ${INT_MAX}, not "${text}"`);
  return Number(text);
}

/** The names in the three interface languages, as options `--zh`, `--en`, `--ru`. */
export const LANGUAGE_OPTIONS = {
  zh: { type: "string" },
  en: { type: "string" },
  ru: { type: "string" },
} satisfies ParseArgsOptionsConfig;

export type Texts = { zh?: string; en?: string; ru?: string };

/** The language options given; `all` requires the three, otherwise at least one. */
export function languageTexts(args: CommandArgs, all: boolean): Texts {
  const texts: Texts = {};
  for (const lang of ["zh", "en", "ru"] as const) {
    const text = textOption(args, lang);
    if (text !== undefined) texts[lang] = text;
  }
  const given = Object.keys(texts).length;
  if (all && given < 3) throw new UsageError("give the text in the three languages: --zh, --en and --ru");
  if (given === 0) throw new UsageError("give at least one of --zh, --en and --ru");
  return texts;
}
