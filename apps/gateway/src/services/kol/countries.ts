import { type ApiLang, api, type Country, callingCodeOf, kolCountryCodes, toUiLang } from "@icms/protocol";
import { handle } from "../../context.js";

/** The locale each interface language names countries and sorts them in. */
const LOCALE = { zh: "zh-CN", en: "en", ru: "ru" } as const;

const byLang = new Map<string, readonly Country[]>();

/**
 * The countries libphonenumber knows (ISO 3166-1 alpha-2, plus the few non-country regions with
 * their own calling code, such as AC Ascension), named by `Intl.DisplayNames` in the caller's
 * language and sorted by that name in that language. Built once per language.
 */
function countriesIn(lang: ApiLang): readonly Country[] {
  const locale = LOCALE[toUiLang(lang)];
  const known = byLang.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(locale);
  const list = kolCountryCodes()
    .map((code) => ({ code, name: names.of(code) ?? code, calling_code: callingCodeOf(code) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
  byLang.set(locale, list);
  return list;
}

export const countryHandlers = {
  country_list: handle(api.user_msrv.country_list, async (_params, ctx) => [...countriesIn(ctx.lang)]),
};
