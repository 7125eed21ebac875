import type { UiLang } from "@icms/protocol";
import { i18next } from ".";
import { storedLanguage } from "./language";

type Loaders = Record<UiLang, () => Promise<{ default: object }>>;

/**
 * The strings that do not ship with the shell, one bundle per group of screens, downloaded with
 * the routes that show them (the home route carries only `locales/<lang>.json`). A bundle's keys
 * sit under the names of its features (`cms.…`, `write.…`), so they merge into the default
 * namespace without clashing; `i18next.d.ts` types them and `locales.test.ts` checks zh and ru
 * against en. A new area adds its folder `locales/<area>/` and one entry here.
 */
const bundles = {
  /** Lists, details, search, the write forms, content management, the editor, follows. */
  content: {
    en: () => import("./locales/content/en.json"),
    zh: () => import("./locales/content/zh.json"),
    ru: () => import("./locales/content/ru.json"),
  },
  /** The DAO area: sale and certification, review, votes, invitations. */
  dao: {
    en: () => import("./locales/dao/en.json"),
    zh: () => import("./locales/dao/zh.json"),
    ru: () => import("./locales/dao/ru.json"),
  },
} satisfies Record<string, Loaders>;

export type StringBundle = keyof typeof bundles;

/** Adds a bundle's strings in the language in use to the default namespace. */
export async function loadStrings(
  bundle: StringBundle,
  lang: UiLang = (i18next.language as UiLang) || storedLanguage(),
): Promise<void> {
  const messages = (await bundles[bundle][lang]()).default;
  i18next.addResourceBundle(lang, "translation", messages, true, false);
}

/** A route's `lazy` (or a lazy component's loader) that also loads a bundle before it renders. */
export function withStrings<T>(bundle: StringBundle, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadStrings(bundle)]).then(([module]) => module);
}
