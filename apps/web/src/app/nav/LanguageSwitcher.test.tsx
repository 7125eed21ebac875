import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render";
import { apiLanguage, storedLanguage, switchLanguage } from "../../i18n/language";
import { LanguageSwitcher } from "./LanguageSwitcher";

describe("language", () => {
  it("is English when nothing or something unknown is stored", () => {
    expect(storedLanguage()).toBe("en");
    localStorage.setItem("pcsite_lang", "fr");
    expect(storedLanguage()).toBe("en");
  });

  it("switching stores the choice under pcsite_lang, changes the gateway language and reloads", () => {
    const reload = vi.fn();
    switchLanguage("zh", reload);
    expect(localStorage.getItem("pcsite_lang")).toBe("zh");
    expect(apiLanguage()).toBe("zh-cn");
    expect(reload).toHaveBeenCalledOnce();
    switchLanguage("ru", reload);
    expect(apiLanguage()).toBe("ru");
  });

  it("offers zh, en and ru from the bar and switches to the one picked", async () => {
    const onSwitch = vi.fn();
    await renderWithApp(<LanguageSwitcher onSwitch={onSwitch} />);
    fireEvent.click(screen.getByRole("button", { name: "Language: English" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["中文", "English", "Русский"]);
    fireEvent.click(await screen.findByRole("menuitem", { name: "Русский" }));
    expect(onSwitch).toHaveBeenCalledWith("ru");
  });

  it("does nothing when the current language is picked again", async () => {
    const onSwitch = vi.fn();
    await renderWithApp(<LanguageSwitcher onSwitch={onSwitch} />);
    fireEvent.click(screen.getByRole("button", { name: "Language: English" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "English" }));
    expect(onSwitch).not.toHaveBeenCalled();
  });
});
