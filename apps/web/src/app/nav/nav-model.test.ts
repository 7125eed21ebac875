import { describe, expect, it } from "vitest";
import { SITE_NAV } from "./menus";
import { isActive, loginPath, searchPath } from "./nav-model";

const entry = (key: string) => SITE_NAV.find((e) => e.key === key)!;

describe("nav model", () => {
  it("highlights by the spec's route names", () => {
    expect(isActive(entry("home"), "Index")).toBe(true);
    expect(isActive(entry("compass"), "CompassHowto")).toBe(true);
    expect(isActive(entry("compass"), "CompassWikiHome")).toBe(true);
    expect(isActive(entry("spacex"), "SpecialList")).toBe(true);
    expect(isActive(entry("news"), "ActivityList")).toBe(true);
    expect(isActive(entry("news"), "ReportnewsList")).toBe(true);
    expect(isActive(entry("news"), "FlashnewsList")).toBe(true);
    expect(isActive(entry("planet"), "SocialIndex")).toBe(true);
    expect(isActive(entry("spacex"), "CompassHowto")).toBe(false);
    expect(isActive(entry("home"), undefined)).toBe(false);
  });

  it("builds the search and login addresses", () => {
    expect(searchPath("a b", 5)).toBe("/appcms/search?keyword=a+b&ts=5");
    expect(loginPath("/ucenter/profile?x=1", true)).toBe(
      "/auth/icms_login?redirect=%2Fucenter%2Fprofile%3Fx%3D1&requireLogin=true",
    );
    expect(loginPath("/index")).toBe("/auth/icms_login?redirect=%2Findex");
  });
});
