import { describe, expect, it } from "vitest";
import { proposalOptionsProblem, proposalWindowProblem, splitProposalOptions } from "./proposal.js";

describe("proposal rules", () => {
  it("reads one option per line, trimmed, blank lines dropped", () => {
    expect(splitProposalOptions("  Yes \r\n\n No  way \n")).toEqual(["Yes", "No way"]);
  });

  it("takes 2 to 10 distinct options of at most 80 characters", () => {
    expect(proposalOptionsProblem("Yes\nNo")).toBeNull();
    expect(proposalOptionsProblem("Yes")).toBe("tooFew");
    expect(proposalOptionsProblem(Array.from({ length: 11 }, (_, i) => `o${i}`).join("\n"))).toBe("tooMany");
    expect(proposalOptionsProblem(`Yes\n${"x".repeat(81)}`)).toBe("optionTooLong");
    expect(proposalOptionsProblem("Yes\nYES")).toBe("duplicate");
  });

  it("wants a window that ends after it starts and lasts at most 90 days", () => {
    expect(proposalWindowProblem(100, 100)).toBe("endBeforeStart");
    expect(proposalWindowProblem(0, 90 * 86_400)).toBeNull();
    expect(proposalWindowProblem(0, 90 * 86_400 + 1)).toBe("tooLong");
  });
});
