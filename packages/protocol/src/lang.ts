/** The languages of the interface, as stored in the browser under `pcsite_lang`. */
export const UI_LANGS = ["zh", "en", "ru"] as const;
export type UiLang = (typeof UI_LANGS)[number];

/** The language codes the gateway takes in its `lang` form field. */
export const API_LANGS = ["zh-cn", "en", "ru"] as const;
export type ApiLang = (typeof API_LANGS)[number];

export const DEFAULT_UI_LANG: UiLang = "en";
export const DEFAULT_API_LANG: ApiLang = "en";

export function toApiLang(lang: UiLang): ApiLang {
  return lang === "zh" ? "zh-cn" : lang;
}

export function toUiLang(lang: string | undefined): UiLang {
  if (lang === "zh-cn" || lang === "zh") return "zh";
  if (lang === "ru") return "ru";
  return DEFAULT_UI_LANG;
}

/** Anything unknown or missing falls back to English. */
export function parseApiLang(value: unknown): ApiLang {
  return typeof value === "string" && (API_LANGS as readonly string[]).includes(value)
    ? (value as ApiLang)
    : DEFAULT_API_LANG;
}
