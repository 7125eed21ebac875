import { describe, expect, it } from "vitest";
import { parseApiLang, toApiLang, toUiLang } from "./lang.js";
import { privilegeGrants } from "./constants.js";

describe("languages", () => {
  it("maps the interface languages to the gateway's codes and back", () => {
    expect(toApiLang("zh")).toBe("zh-cn");
    expect(toApiLang("ru")).toBe("ru");
    expect(toUiLang("zh-cn")).toBe("zh");
    expect(toUiLang(undefined)).toBe("en");
  });

  it("falls back to English for anything unknown", () => {
    expect(parseApiLang("de")).toBe("en");
    expect(parseApiLang(undefined)).toBe("en");
    expect(parseApiLang("ru")).toBe("ru");
  });
});

describe("privilege grant rule", () => {
  it("grants a counter above 0 and a flag equal to 1, nothing else", () => {
    expect(privilegeGrants({ privilege_typedata: 1, val: 3 })).toBe(true);
    expect(privilegeGrants({ privilege_typedata: 1, val: 0 })).toBe(false);
    expect(privilegeGrants({ privilege_typedata: 2, val: 1 })).toBe(true);
    expect(privilegeGrants({ privilege_typedata: 2, val: 2 })).toBe(false);
    expect(privilegeGrants({ privilege_typedata: 3, val: 1 })).toBe(false);
  });
});
