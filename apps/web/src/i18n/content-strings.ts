import type { UiLang } from "@icms/protocol";
import { i18next } from ".";
import { storedLanguage } from "./language";

type Messages = typeof import("./locales/content/en.json");

/**
 * The strings of the content screens (lists, details, search, the write forms, content
 * management, the editor) live in their own files, so the home route does not download them.
 * A route's `lazy` loads them together with its page.
 */
const loaders: Record<UiLang, () => Promise<{ default: Messages }>> = {
  en: () => import("./locales/content/en.json"),
  zh: () => import("./locales/content/zh.json"),
  ru: () => import("./locales/content/ru.json"),
};

/** Adds the content strings of the language in use to the default namespace. */
export async function loadContentStrings(
  lang: UiLang = (i18next.language as UiLang) || storedLanguage(),
): Promise<void> {
  const messages = (await loaders[lang]()).default;
  i18next.addResourceBundle(lang, "translation", messages, true, false);
}

/** A route's `lazy` that also loads the content strings before the page renders. */
export function withContentStrings<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadContentStrings()]).then(([module]) => module);
}
