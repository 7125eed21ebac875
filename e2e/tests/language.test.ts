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
});
