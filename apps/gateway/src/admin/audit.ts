import { readAudit } from "./audit-log.js";
import { type AdminCommand, textOption, wholeNumber } from "./command.js";
import { textTable } from "./table.js";

const DEFAULT_LIMIT = 50;

const read: AdminCommand = {
  name: "audit",
  usage: "[--actor|--action|--target <value>] [--limit <n>]",
  summary: `the audit log, newest first (${DEFAULT_LIMIT} entries unless --limit says)`,
  positionals: { min: 0, max: 0 },
  options: {
    actor: { type: "string" },
    action: { type: "string" },
    target: { type: "string" },
    limit: { type: "string" },
  },
  writes: false,
  async run({ db }, args) {
    const limit = typeof args.values.limit === "string" ? wholeNumber(args.values.limit, "--limit", 1) : DEFAULT_LIMIT;
    const rows = await readAudit(db.kysely, {
      actor: textOption(args, "actor"),
      action: textOption(args, "action"),
      target: textOption(args, "target"),
      limit,
    });
    return { data: rows, text: textTable(["id", "at", "actor", "action", "target", "before", "after"], rows) };
  },
};

export const auditCommands = [read];
