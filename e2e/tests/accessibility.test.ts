import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppSession, openApp, signInAt } from "../src/app";
import { seriousViolations as pageViolations } from "../src/axe";

const seriousViolations = (app: AppSession) => pageViolations(app.page);

describe("accessibility (axe)", () => {
  let app: AppSession;
  beforeEach(async () => {
    app = await openApp();
  });
  afterEach(async () => app.close());

  it("home page has no serious or critical violations", async () => {
    await app.page.goto(app.url("/index"));
    await app.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await seriousViolations(app)).toEqual([]);
  });

  it("login page has no serious or critical violations", async () => {
    await app.page.goto(app.url("/auth/icms_login?redirect=%2Fucenter%2Fprofile&requireLogin=true"));
    await app.page.getByRole("button", { name: /Scripted Test Wallet/ }).waitFor();
    expect(await seriousViolations(app)).toEqual([]);
  });

  it("profile page has no serious or critical violations", async () => {
    await signInAt(app, "/ucenter/profile");
    await app.page.getByRole("textbox", { name: "Nickname" }).waitFor();
    expect(await seriousViolations(app)).toEqual([]);
  });

  it("the mobile home page has no serious or critical violations", async () => {
    await app.page.setViewportSize({ width: 390, height: 844 });
    await app.page.goto(app.url("/index"));
    await app.page.getByRole("heading", { level: 1 }).waitFor();
    expect(await seriousViolations(app)).toEqual([]);
  });
});
