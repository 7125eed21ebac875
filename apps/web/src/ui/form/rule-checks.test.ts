import { LIMITS, titleProblem } from "@icms/protocol";
import { describe, expect, it } from "vitest";
import { i18next } from "../../i18n";
import { type FormChecks, formProblems, ruleCheck, validateWith } from "./rule-checks";

interface Values {
  title: string;
  note: string;
}

const checks: FormChecks<Values> = {
  title: ruleCheck(titleProblem, {
    required: { key: "write.errors.titleRequired" },
    tooLong: { key: "write.errors.tooLong", values: { max: LIMITS.titleMaxChars } },
  }),
};

describe("form checks from the protocol's rules", () => {
  it("maps the rule's problem to its message, and leaves unchecked fields alone", () => {
    expect(formProblems(checks, { title: "  ", note: "" })).toEqual({ title: { key: "write.errors.titleRequired" } });
    expect(formProblems(checks, { title: "a".repeat(101), note: "" }).title?.values).toEqual({ max: 100 });
    expect(formProblems(checks, { title: "Staking", note: "" })).toEqual({});
  });

  it("gives Mantine each failing field's text in the interface language", () => {
    const validate = validateWith(checks);
    expect(validate({ title: "", note: "" })).toEqual({ title: i18next.t("write.errors.titleRequired") });
    expect(validate({ title: "ok", note: "" })).toEqual({});
  });
});
