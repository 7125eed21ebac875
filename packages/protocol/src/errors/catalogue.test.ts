import { describe, expect, it } from "vitest";
import { API_LANGS } from "../lang.js";
import { ALL_CODES, Code } from "./codes.js";
import { HTTP_STATUS_MESSAGES, httpStatusMessage } from "./http.js";
import { CODE_MESSAGES, codeMessage } from "./messages.js";

/** Every code of calls-spec section 8, as printed there. */
const SPEC_CODES = [
  0, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 50500, 3001, 3002, 3003, 3004, 3005, 3006, 3007, 3008, 3009, 801101,
  801102, 801103, 801104, 801105, 801106, 801107, 801108, 801109, 801110, 801111, 801112, 801113, 801114, 801115,
  801116, 801117, 801118, 801119, 801120, 801121, 801122, 801123, 801124, 801125, 803000, 801126, 803001, 802000,
  802001, 802002, 802003, 802004, 802005, 802006, 802007, 802008, 802009, 804100, 804101, 804113, 804102, 804103,
  804104, 804112, 804105, 804106, 804107, 804108, 804109, 804110, 804111,
];

describe("error catalogue", () => {
  it("holds every code of the spec", () => {
    for (const code of SPEC_CODES) expect(ALL_CODES).toContain(code);
  });

  it("has no two names for one code", () => {
    expect(new Set(ALL_CODES).size).toBe(ALL_CODES.length);
  });

  it.each(API_LANGS)("has non-empty %s text for every code", (lang) => {
    for (const code of ALL_CODES) {
      const text = CODE_MESSAGES[code]?.[lang];
      expect(text, `code ${code} in ${lang}`).toBeTruthy();
    }
  });

  it("writes each language in its own script", () => {
    for (const code of ALL_CODES) {
      expect(codeMessage(code, "zh-cn"), `zh ${code}`).toMatch(/[\u4e00-\u9fff]/);
      expect(codeMessage(code, "ru"), `ru ${code}`).toMatch(/[\u0400-\u04ff]/);
      expect(codeMessage(code, "en"), `en ${code}`).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it("says an expired login in the spec's words", () => {
    expect(codeMessage(Code.TokenInvalid, "en")).toBe("Login information expired, please login again");
    expect(codeMessage(Code.NotDaoMember, "en")).toBe(
      "You are not a DAO self-government member yet, and cannot perform audit operations",
    );
  });

  it("has the spec's HTTP statuses in every language, and a fallback with the status", () => {
    for (const status of [400, 401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505]) {
      for (const lang of API_LANGS) expect(HTTP_STATUS_MESSAGES[status]?.[lang]).toBeTruthy();
    }
    expect(httpStatusMessage(418, "en")).toBe("Connection error 418");
  });
});
