import { describe, expect, it } from "vitest";
import {
  callingCodeOf,
  kolCountriesProblem,
  kolEmailProblem,
  kolPhoneE164,
  kolPhoneProblem,
  kolPlatformUrlProblem,
  kolVideoProblem,
} from "./kol.js";

describe("the KOL form's rules", () => {
  it("checks a phone number against the area code picked", () => {
    expect(kolPhoneProblem("CN", "")).toBe("required");
    expect(kolPhoneProblem("CN", "138 1234 5678")).toBeNull();
    expect(kolPhoneProblem("CN", "+86 138 1234 5678")).toBeNull();
    expect(kolPhoneProblem("RU", "+86 138 1234 5678")).toBe("format");
    expect(kolPhoneProblem("US", "138 1234 5678")).toBe("format");
    expect(kolPhoneProblem("cn", "138 1234 5678")).toBe("format");
    expect(kolPhoneProblem("CN", "1".repeat(31))).toBe("format");
    expect(kolPhoneE164("RU", "8 (912) 345-67-89")).toBe("+79123456789");
    expect(kolPhoneE164("RU", "12")).toBe("");
    expect(callingCodeOf("KZ")).toBe("+7");
    expect(callingCodeOf("ZZ")).toBe("");
  });

  it("needs an e-mail in the right format", () => {
    expect(kolEmailProblem(" ")).toBe("required");
    expect(kolEmailProblem("kol@example.org")).toBeNull();
    expect(kolEmailProblem("kol@example")).toBe("format");
  });

  it("takes an uploaded mp4 or an https link on a known video site", () => {
    expect(kolVideoProblem("")).toBe("required");
    expect(kolVideoProblem("/uploads/video/2026/01/a.mp4")).toBeNull();
    expect(kolVideoProblem("/uploads/video/2026/01/a.mov")).toBe("format");
    expect(kolVideoProblem("https://youtu.be/abc")).toBeNull();
    expect(kolVideoProblem("https://player.vimeo.com/video/1")).toBeNull();
    expect(kolVideoProblem("https://notyoutube.com/watch")).toBe("format");
    expect(kolVideoProblem("https://youtube.com.evil.io/watch")).toBe("format");
    expect(kolVideoProblem(`https://youtu.be/${"a".repeat(500)}`)).toBe("tooLong");
  });

  it("takes platform pages on their own sites only, and known distinct countries", () => {
    expect(kolPlatformUrlProblem("twitter", "")).toBeNull();
    expect(kolPlatformUrlProblem("twitter", "https://x.com/a")).toBeNull();
    expect(kolPlatformUrlProblem("youtube", "https://x.com/a")).toBe("format");
    expect(kolPlatformUrlProblem("facebook", "http://facebook.com/a")).toBe("format");
    expect(kolCountriesProblem([])).toBe("required");
    expect(kolCountriesProblem(["CN", "RU"])).toBeNull();
    expect(kolCountriesProblem(["CN", "CN"])).toBe("format");
    expect(kolCountriesProblem(["QQ"])).toBe("format");
    expect(kolCountriesProblem(Array.from({ length: 31 }, () => "CN"))).toBe("tooMany");
  });
});
