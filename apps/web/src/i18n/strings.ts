import type { UiLang } from "@icms/protocol";
import { i18next } from ".";
import { storedLanguage } from "./language";

type Loader = () => Promise<{ default: object }>;

/**
 * The strings that do not ship with the shell, one bundle per feature, downloaded with the routes
 * that show them (the home route carries only `locales/<lang>.json`). A bundle is its folder,
 * `locales/<bundle>/{en,zh,ru}.json`, found here without a list, each file its own download. Its
 * keys sit under the names of its features (`cms.…`, `write.…`), so they merge into the default
 * namespace without clashing; `i18next.d.ts` types them, `locales.test.ts` checks zh and ru
 * against en and `route-strings.test.ts` checks that every route loads the bundles its screens'
 * keys are in (and names only bundles that exist). What several features show (the content
 * cards, the follow button, statuses and languages of content) stays in the shell under `content.…`.
 */
const files = import.meta.glob<{ default: object }>("./locales/*/*.json");
const bundles = new Map<string, Partial<Record<UiLang, Loader>>>();
for (const [path, load] of Object.entries(files)) {
  const [, name, lang] = /^\.\/locales\/([^/]+)\/(\w+)\.json$/.exec(path) ?? [];
  if (!name || !lang) continue;
  bundles.set(name, { ...bundles.get(name), [lang]: load });
}

/** A bundle's name: its folder under `locales/` (the area's, or `editor` for the shared editor). */
export type StringBundle = string;

/** Every bundle's name (the tests load them all). */
export const STRING_BUNDLES: StringBundle[] = [...bundles.keys()];

/** One bundle or several (a write page shows the creator's strings and the editor's). */
export type StringBundles = StringBundle | readonly StringBundle[];

/** Adds the bundles' strings in the language in use to the default namespace. */
export async function loadStrings(
  wanted: StringBundles,
  lang: UiLang = (i18next.language as UiLang) || storedLanguage(),
): Promise<void> {
  const names: readonly StringBundle[] = typeof wanted === "string" ? [wanted] : wanted;
  const loaded = await Promise.all(
    names.map((name) => {
      const load = bundles.get(name)?.[lang];
      if (!load) throw new Error(`no strings bundle ${name} in ${lang}`);
      return load();
    }),
  );
  await initialized();
  for (const { default: messages } of loaded) i18next.addResourceBundle(lang, "translation", messages, true, false);
}

/**
 * Resolves once i18next holds the shell's strings: the router starts a page's download beside the
 * shell's strings (main.tsx), so a page's bundle may arrive first and must wait to be added.
 */
function initialized(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18next.off("initialized", done);
      resolve();
    };
    i18next.on("initialized", done);
  });
}

/** A route's `lazy` (or a lazy component's loader) that also loads its bundles before it renders. */
export function withStrings<T>(wanted: StringBundles, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadStrings(wanted)]).then(([module]) => module);
}
