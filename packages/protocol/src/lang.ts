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

/**
 * The first language of an `Accept-Language` header the gateway speaks (`zh-CN,zh;q=0.9` is
 * Chinese), English when none; the gateway reads it when a body's `lang` cannot be read.
 */
export function parseAcceptLanguage(header: unknown): ApiLang {
  if (typeof header !== "string") return DEFAULT_API_LANG;
  for (const entry of header.split(",")) {
    const primary = entry.split(";")[0]?.trim().toLowerCase().split("-")[0];
    if (primary === "zh") return "zh-cn";
    if (primary === "en" || primary === "ru") return primary;
  }
  return DEFAULT_API_LANG;
}
