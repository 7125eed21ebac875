import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppSession, openApp, storage } from "../src/app";

describe("language switch", () => {
  let app: AppSession;
  beforeEach(async () => {
    app = await openApp();
  });
  afterEach(async () => app.close());

  const mainMenu = () => app.page.getByRole("navigation", { name: /Main menu|主菜单|Главное меню/ }).first();

  it("starts in English, switches to zh and ru, and keeps the choice across reloads", async () => {
    await app.page.goto(app.url("/index"));
    expect(await app.page.locator("html").getAttribute("lang")).toBe("en");
    await mainMenu().getByRole("link", { name: "Home" }).waitFor();

    const choose = async (current: string, target: string) => {
      await app.page.getByRole("button", { name: new RegExp(`: ${current}$`) }).click();
      const reloaded = app.page.waitForEvent("load");
      await app.page.getByRole("menuitem", { name: target }).click();
      await reloaded;
    };

    await choose("English", "中文");
    await mainMenu().getByRole("link", { name: "首页" }).waitFor();
    expect(await app.page.locator("html").getAttribute("lang")).toBe("zh-CN");
    expect((await storage(app.page)).pcsite_lang).toBe("zh");
    await app.page.reload();
    await mainMenu().getByRole("link", { name: "首页" }).waitFor();
    await app.page.getByRole("link", { name: "登录" }).first().waitFor();

    await choose("中文", "Русский");
    await mainMenu().getByRole("link", { name: "Главная" }).waitFor();
    expect(await app.page.locator("html").getAttribute("lang")).toBe("ru");
    await app.page.reload();
    await mainMenu().getByRole("link", { name: "Главная" }).waitFor();
    expect((await storage(app.page)).pcsite_lang).toBe("ru");
  });

  it("asks the gateway for messages in the chosen language", async () => {
    await app.page.goto(app.url("/index"));
    await app.page.evaluate(() => localStorage.setItem("pcsite_lang", "zh"));
    const call = app.page.waitForRequest((request) => request.url().includes("/gwapi/v1/user_msrv/login_nonce"));
    await app.page.goto(app.url("/auth/icms_login"));
    await app.page.getByRole("button", { name: /Scripted Test Wallet/ }).click();
    const body = new URLSearchParams((await call).postData() ?? "");
    expect(body.get("lang")).toBe("zh-cn");
  });

  it("keeps the signed-in header within the screen in every language, from phone to desktop", async () => {
    await app.page.goto(app.url("/auth/icms_login?redirect=%2Findex"));
    await app.page.getByRole("button", { name: /Scripted Test Wallet/ }).click();
    await app.page.waitForURL(/\/index$/);
    // The rightmost edge of anything in the header, against the window's width.
    const overflow = () =>
      app.page.evaluate(() => {
        const header = document.querySelector("header");
        const rights = Array.from(header?.querySelectorAll("*") ?? []).map((el) => el.getBoundingClientRect().right);
        return Math.max(0, ...rights) - document.documentElement.clientWidth;
      });
    const overflowing: { lang: string; width: number; px: number }[] = [];
    for (const lang of ["en", "zh", "ru"]) {
      await app.page.evaluate((value) => localStorage.setItem("pcsite_lang", value), lang);
      await app.page.reload();
      for (const width of [375, 800, 1000, 1100, 1200, 1440]) {
        await app.page.setViewportSize({ width, height: 800 });
        await app.page.getByRole("button", { name: /0x/ }).first().waitFor();
        const px = await overflow();
        if (px > 0) overflowing.push({ lang, width, px });
      }
    }
    expect(overflowing).toEqual([]);
  });
});
