import { describe, expect, it } from "vitest";

type Tree = { [key: string]: string | Tree };

/** Every strings file: the shell's (`locales/<lang>.json`) and each bundle's (`locales/<bundle>/<lang>.json`). */
const files = import.meta.glob<Tree>(["./locales/*.json", "./locales/*/*.json"], { eager: true, import: "default" });
const LANGS = ["en", "zh", "ru"] as const;
const bundleOf = (path: string) => path.split("/").slice(2, -1).join("/") || "shell";
const bundles = [...new Set(Object.keys(files).map(bundleOf))];
const fileOf = (bundle: string, lang: string) =>
  files[bundle === "shell" ? `./locales/${lang}.json` : `./locales/${bundle}/${lang}.json`] as Tree;

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The shell's strings and every bundle's, checked as one set per language (they merge at run time). */
const merged = (lang: string): Tree => Object.assign({}, ...bundles.map((bundle) => fileOf(bundle, lang)));

describe("locales", () => {
  const english = flatten(merged("en"));
  const others = { zh: flatten(merged("zh")), ru: flatten(merged("ru")) };

  it("has each bundle in every language, and no two bundles name the same feature", () => {
    for (const bundle of bundles)
      for (const lang of LANGS) expect(fileOf(bundle, lang), `${bundle}/${lang}`).toBeTruthy();
    const names = bundles.flatMap((bundle) => Object.keys(fileOf(bundle, "en")));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it.each(Object.entries(others))("%s has exactly the English keys", (_lang, messages) => {
    const missing = [...english.keys()].filter((key) => !messages.has(key));
    const extra = [...messages.keys()].filter((key) => !english.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(Object.entries(others))("%s keeps every {{placeholder}} and leaves nothing empty", (_lang, messages) => {
    for (const [key, text] of english) {
      const translated = messages.get(key) ?? "";
      expect(translated.trim(), key).not.toBe("");
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });
});
