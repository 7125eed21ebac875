import i18next, { type ParseKeys } from "i18next";
import { initReactI18next } from "react-i18next";
import type { UiLang } from "@icms/protocol";
import { storedLanguage } from "./language";

type Messages = typeof import("./locales/en.json");

/** Only the language in use is downloaded. */
const loaders: Record<UiLang, () => Promise<{ default: Messages }>> = {
  en: () => import("./locales/en.json"),
  zh: () => import("./locales/zh.json"),
  ru: () => import("./locales/ru.json"),
};

export async function initI18n(lang: UiLang = storedLanguage()): Promise<typeof i18next> {
  const messages = (await loaders[lang]()).default;
  await i18next.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation: messages } },
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== "undefined") document.documentElement.lang = lang === "zh" ? "zh-CN" : lang;
  return i18next;
}

export { i18next };

/** A key of the interface's strings (checked against the English files by the typecheck). */
export type TranslationKey = ParseKeys;
