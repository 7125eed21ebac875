import { describe, expect, it } from "vitest";
import type { Db } from "../db/db.js";
import { helpText, parseCommand, runAdmin } from "./run.js";

/** A database that must not be opened: help and refused command lines never need one. */
const noDatabase = { database: (): Promise<Db> => Promise.reject(new Error("no database expected")), osUser: "ops" };

describe("help", () => {
  it("lists every command with its arguments and one line each", async () => {
    const result = await runAdmin(["help"], noDatabase);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toBe(helpText());
    const names = [
      "privileges list",
      "privileges grant",
      "privileges revoke",
      "categories list",
      "categories add",
      "categories rename",
      "categories reorder",
      "categories remove",
      "reasons list",
      "reasons add",
      "reasons edit",
      "reasons disable",
      "reasons enable",
      "audit",
      "help",
    ];
    for (const name of names) expect(result.stdout).toMatch(new RegExp(`^  ${name}\\b.* {2}\\S`, "m"));
    expect(result.stdout).toContain("--as <name>");
  });

  it("prints the help to stderr with exit code 2 when no command is given, and one command's usage on --help", async () => {
    expect(await runAdmin([], noDatabase)).toEqual({ code: 2, stdout: "", stderr: helpText() });
    const one = await runAdmin(["privileges", "grant", "--help"], noDatabase);
    expect(one).toMatchObject({ code: 0, stderr: "" });
    expect(one.stdout).toBe(
      "usage: admin privileges grant <uid|wallet> <privilege> [--value <n>]\n  grants a privilege (type 2: value 1; type 1: --value above 0)",
    );
  });
});

describe("the command line", () => {
  it("names a command by one or two words, with its arguments and options", () => {
    const grant = parseCommand(["privileges", "grant", "12", "edit_news", "--as", "ann", "--json"]);
    expect(grant).toMatchObject({ json: true, as: "ann", help: false });
    expect(grant.command.name).toBe("privileges grant");
    expect(grant.args.positionals).toEqual(["12", "edit_news"]);
    const audit = parseCommand(["audit", "--limit", "5"]);
    expect(audit.command.name).toBe("audit");
    expect(audit.args.values.limit).toBe("5");
    expect(audit).not.toHaveProperty("as");
  });

  it("refuses with exit code 2, without opening the database, a line that does not fit", async () => {
    const cases = [
      [["fly"], 'unknown command "fly"'],
      [["privileges"], "privileges takes one of: list, grant, revoke"],
      [["privileges", "promote", "1"], "privileges takes one of"],
      [["privileges", "grant", "12"], "privileges grant takes 2 argument(s)"],
      [["privileges", "list", "1", "2"], "takes 1 argument(s)"],
      [["privileges", "grant", "12", "edit_news", "--force"], "Unknown option '--force'"],
      [["audit", "--limit"], "argument missing"],
      [["reasons", "list", "--as"], "argument missing"],
    ] as const;
    for (const [argv, message] of cases) {
      const result = await runAdmin(argv, noDatabase);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stdout).toBe("");
    }
  });

  it("needs an operator's name for a change: --as, or the system user", async () => {
    const anonymous = await runAdmin(["privileges", "grant", "1", "edit_news", "--as", " "], {
      database: noDatabase.database,
    });
    expect(anonymous).toMatchObject({ code: 2, stderr: expect.stringContaining("--as <name>") });
    const noUser = await runAdmin(["reasons", "disable", "1"], { database: noDatabase.database });
    expect(noUser.code).toBe(2);
  });
});
