import { parseArgs } from "node:util";
import type { Db } from "../db/db.js";
import { auditCommands } from "./audit.js";
import { categoryCommands } from "./categories.js";
import { type AdminCommand, AdminError, type CommandArgs, UsageError } from "./command.js";
import { privilegeCommands } from "./privileges.js";
import { reasonCommands } from "./reasons.js";

/** Options every command takes. */
const COMMON_OPTIONS = {
  as: { type: "string" },
  json: { type: "boolean" },
  help: { type: "boolean", short: "h" },
} as const;

const COMMANDS: readonly AdminCommand[] = [
  ...privilegeCommands,
  ...categoryCommands,
  ...reasonCommands,
  ...auditCommands,
];

/** `help`: every command with its arguments and one line on what it does. */
export function helpText(): string {
  const lines = COMMANDS.map((command) => [`${command.name} ${command.usage}`.trim(), command.summary] as const);
  const width = Math.max(...lines.map(([usage]) => usage.length));
  return [
    "usage: admin <command> [arguments] [--json] [--as <operator>]",
    "",
    ...lines.map(([usage, summary]) => `  ${usage.padEnd(width)}  ${summary}`),
    `  ${"help".padEnd(width)}  this list`,
    "",
    "--json prints the answer as JSON for scripts. A command that changes something writes an",
    "audit row naming the operator: --as <name>, or the name of the system user running it.",
  ].join("\n");
}

const usageOf = (command: AdminCommand) => `usage: admin ${`${command.name} ${command.usage}`.trim()}`;

/** The command the leading words name: two words (`privileges grant`) or one (`audit`). */
function findCommand(argv: readonly string[]): { command: AdminCommand; rest: string[] } {
  const [first = "", second = ""] = argv;
  const two = COMMANDS.find((command) => command.name === `${first} ${second}`);
  if (two) return { command: two, rest: argv.slice(2) };
  const one = COMMANDS.find((command) => command.name === first);
  if (one) return { command: one, rest: argv.slice(1) };
  const group = COMMANDS.filter((command) => command.name.startsWith(`${first} `));
  if (group.length > 0)
    throw new UsageError(`${first} takes one of: ${group.map((command) => command.name.split(" ")[1]).join(", ")}`);
  throw new UsageError(`unknown command "${argv.join(" ")}" (admin help lists them)`);
}

export interface ParsedCommand {
  command: AdminCommand;
  args: CommandArgs;
  json: boolean;
  /** `--as`, when given. */
  as?: string;
  help: boolean;
}

/** Reads a command line: which command, its arguments and options; a bad line throws `UsageError`. */
export function parseCommand(argv: readonly string[]): ParsedCommand {
  const { command, rest } = findCommand(argv);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: rest,
      options: Object.assign({}, command.options, COMMON_OPTIONS),
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usageOf(command)}`);
  }
  const { values, positionals } = parsed;
  const help = values.help === true;
  const { min, max } = command.positionals;
  if (!help && (positionals.length < min || positionals.length > max))
    throw new UsageError(
      `${command.name} takes ${min === max ? min : `${min} or more`} argument(s)\n${usageOf(command)}`,
    );
  const as = typeof values.as === "string" ? values.as : undefined;
  return Object.assign(
    { command, args: { positionals, values }, json: values.json === true, help },
    as === undefined ? {} : { as },
  );
}

export interface AdminEnvironment {
  /** Opens the database the first time a command needs it. */
  database(): Promise<Db>;
  /** The system user's name: the operator when `--as` is not given. */
  osUser?: string;
}

export interface AdminResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs one command line. Exit code 0 when done (or nothing needed doing), 1 when refused (an
 * unknown user, privilege or category...: nothing was written), 2 when the line itself is wrong.
 */
export async function runAdmin(argv: readonly string[], env: AdminEnvironment): Promise<AdminResult> {
  if (argv.length === 0 || argv[0] === "help" || argv[0] === "--help" || argv[0] === "-h")
    return {
      code: argv.length === 0 ? 2 : 0,
      stdout: argv.length === 0 ? "" : helpText(),
      stderr: argv.length === 0 ? helpText() : "",
    };
  let parsed: ParsedCommand;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: "", stderr: error.message };
    throw error;
  }
  const { command, args, json } = parsed;
  if (parsed.help) return { code: 0, stdout: `${usageOf(command)}\n  ${command.summary}`, stderr: "" };
  const actor = (parsed.as ?? env.osUser ?? "").trim();
  if (command.writes && actor === "")
    return { code: 2, stdout: "", stderr: `${command.name} changes data: name the operator with --as <name>` };
  try {
    const output = await command.run({ db: await env.database(), actor: command.writes ? actor : "" }, args);
    return { code: 0, stdout: json ? JSON.stringify(output.data, null, 2) : output.text, stderr: "" };
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: "", stderr: `${error.message}\n${usageOf(command)}` };
    if (error instanceof AdminError) return { code: 1, stdout: "", stderr: error.message };
    throw error;
  }
}
