import { z } from "zod";
import type { ErrorCode } from "../errors/codes.js";
import { withCode } from "./define.js";

/**
 * A string schema that runs a rule of `rules/`: one check per problem the rule can find, each
 * failing with its catalogue code when it has one, or 50500 with the problem as its message.
 * The rule trims what it checks, as the schema does (`base` is trimmed by default), so a web
 * form calling the rule and the gateway running the schema judge the same text alike.
 */
export function ruled<P extends string>(
  rule: (value: string) => P | null,
  problems: Record<P, ErrorCode | null>,
  base: z.ZodString = z.string().trim(),
): z.ZodString {
  let schema = base;
  for (const [problem, code] of Object.entries(problems) as [P, ErrorCode | null][]) {
    schema = schema.refine((value) => rule(value) !== problem, code === null ? { message: problem } : withCode(code));
  }
  return schema;
}
