import { STORAGE_KEYS, type UiLang, UI_LANGS, toApiLang, type ApiLang } from "@icms/protocol";

/** English when nothing (or something unknown) is stored under `pcsite_lang`. */
export function storedLanguage(): UiLang {
  const value = typeof localStorage === "undefined" ? null : localStorage.getItem(STORAGE_KEYS.lang);
  return (UI_LANGS as readonly string[]).includes(value ?? "") ? (value as UiLang) : "en";
}

/** The language the gateway answers in; read on every call, so a stored switch applies at once. */
export function apiLanguage(): ApiLang {
  return toApiLang(storedLanguage());
}

/** Stores the choice and reloads the page so every string, date and call uses it. */
export function switchLanguage(lang: UiLang, reload: () => void = () => window.location.reload()): void {
  localStorage.setItem(STORAGE_KEYS.lang, lang);
  reload();
}

/** Each language's name written in that language, so a reader finds their own. */
export const LANGUAGE_NAMES: Readonly<Record<UiLang, string>> = { zh: "中文", en: "English", ru: "Русский" };
