import { describe, expect, it } from "vitest";
import en from "./locales/en.json";
import ru from "./locales/ru.json";
import zh from "./locales/zh.json";
import contentEn from "./locales/content/en.json";
import contentRu from "./locales/content/ru.json";
import contentZh from "./locales/content/zh.json";

type Tree = { [key: string]: string | Tree };

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

/** The main strings and the content screens' strings, checked as one set per language. */
const merged = (main: Tree, content: Tree): Tree => ({ ...main, ...content });

describe("locales", () => {
  const english = flatten(merged(en as Tree, contentEn as Tree));
  const others = {
    zh: flatten(merged(zh as Tree, contentZh as Tree)),
    ru: flatten(merged(ru as Tree, contentRu as Tree)),
  };

  it("keeps the content strings apart from the main ones (they are merged at run time)", () => {
    const shared = Object.keys(contentEn).filter((key) => key in en);
    expect(shared).toEqual([]);
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
