import { describe, expect, it } from "vitest";
import { contactPhoneProblem } from "./invest.js";

describe("the guestbook's phone number", () => {
  it("takes an international number valid for its country, however it is spaced", () => {
    expect(contactPhoneProblem("+86 138 1234 5678")).toBeNull();
    expect(contactPhoneProblem("+7 (912) 345-67-89")).toBeNull();
    expect(contactPhoneProblem(" +1 415 555 0134 ")).toBeNull();
    expect(contactPhoneProblem("+46 (8) 123-456")).toBeNull();
  });

  it("refuses a number without its country code, one too short for the country, and words", () => {
    expect(contactPhoneProblem("  ")).toBe("required");
    expect(contactPhoneProblem("138 1234 5678")).toBe("format");
    expect(contactPhoneProblem("+86 138")).toBe("format");
    expect(contactPhoneProblem("+44 20 79")).toBe("format");
    expect(contactPhoneProblem("call me")).toBe("format");
    expect(contactPhoneProblem("+1 415 555 0134 ext")).toBe("format");
    expect(contactPhoneProblem(`+86 ${"1".repeat(40)}`)).toBe("format");
  });
});
