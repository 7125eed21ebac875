import { describe, expect, it } from "vitest";
import { parseAcceptLanguage, parseApiLang, toApiLang, toUiLang } from "./lang.js";
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

  it("reads the first language it speaks from an Accept-Language header", () => {
    expect(parseAcceptLanguage("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh-cn");
    expect(parseAcceptLanguage("de-DE, ru;q=0.5")).toBe("ru");
    expect(parseAcceptLanguage("RU")).toBe("ru");
    expect(parseAcceptLanguage("zh-cn")).toBe("zh-cn");
    expect(parseAcceptLanguage("de")).toBe("en");
    expect(parseAcceptLanguage(undefined)).toBe("en");
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
