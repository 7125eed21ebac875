import type { UiLang } from "@icms/protocol";
import { i18next } from ".";
import { storedLanguage } from "./language";

type Loaders = Record<UiLang, () => Promise<{ default: object }>>;

/**
 * The strings that do not ship with the shell, one bundle per feature, downloaded with the routes
 * that show them (the home route carries only `locales/<lang>.json`). A bundle's keys sit under
 * the names of its features (`cms.…`, `write.…`), so they merge into the default namespace
 * without clashing; `i18next.d.ts` types them, `locales.test.ts` checks zh and ru against en and
 * `route-strings.test.ts` checks that every route loads the bundles its screens' keys are in.
 * What several features show (the content cards, the follow button, statuses and languages of
 * content) stays in the shell under `content.…`. A new area adds its folder `locales/<area>/`
 * and one entry here.
 */
const bundles = {
  /** Article, video and special pages, lists, search, comments: `cms.…`. */
  cms: {
    en: () => import("./locales/cms/en.json"),
    zh: () => import("./locales/cms/zh.json"),
    ru: () => import("./locales/cms/ru.json"),
  },
  /** The write forms and the member's content management: `write.…`, `manage.…`. */
  creator: {
    en: () => import("./locales/creator/en.json"),
    zh: () => import("./locales/creator/zh.json"),
    ru: () => import("./locales/creator/ru.json"),
  },
  /** The rich text editor and the media upload of the write forms: `editor.…`, `upload.…`. */
  editor: {
    en: () => import("./locales/editor/en.json"),
    zh: () => import("./locales/editor/zh.json"),
    ru: () => import("./locales/editor/ru.json"),
  },
  /** A member's home page with their follows and followers: `follows.…`. */
  follows: {
    en: () => import("./locales/follows/en.json"),
    zh: () => import("./locales/follows/zh.json"),
    ru: () => import("./locales/follows/ru.json"),
  },
  /** The home page's feeds, below the fold: `feeds.…`. */
  home: {
    en: () => import("./locales/home/en.json"),
    zh: () => import("./locales/home/zh.json"),
    ru: () => import("./locales/home/ru.json"),
  },
  /** Activities, their calendar and signups, and the operators' activity screens: `activities.…`. */
  activities: {
    en: () => import("./locales/activities/en.json"),
    zh: () => import("./locales/activities/zh.json"),
    ru: () => import("./locales/activities/ru.json"),
  },
  /** The DAO area: sale and certification, review, votes, invitations. */
  dao: {
    en: () => import("./locales/dao/en.json"),
    zh: () => import("./locales/dao/zh.json"),
    ru: () => import("./locales/dao/ru.json"),
  },
  /** News and flash news, announcements and the operators' publishing screens: `news.…`. */
  news: {
    en: () => import("./locales/news/en.json"),
    zh: () => import("./locales/news/zh.json"),
    ru: () => import("./locales/news/ru.json"),
  },
  /** The site's own pages: download, permissions, privacy, about, disclaimer, sitemap: `pages.…`. */
  pages: {
    en: () => import("./locales/pages/en.json"),
    zh: () => import("./locales/pages/zh.json"),
    ru: () => import("./locales/pages/ru.json"),
  },
  /** The wiki: categories, entries, history and the entry form: `wiki.…`. */
  wiki: {
    en: () => import("./locales/wiki/en.json"),
    zh: () => import("./locales/wiki/zh.json"),
    ru: () => import("./locales/wiki/ru.json"),
  },
  /** Planets: feeds, topics, comments, members and the planet and topic forms: `planets.…`. */
  planets: {
    en: () => import("./locales/planets/en.json"),
    zh: () => import("./locales/planets/zh.json"),
    ru: () => import("./locales/planets/ru.json"),
  },
  /** Contribution, income, withdrawals, the rank list and the profile's assets: `income.…`. */
  income: {
    en: () => import("./locales/income/en.json"),
    zh: () => import("./locales/income/zh.json"),
    ru: () => import("./locales/income/ru.json"),
  },
  /** Courses: the catalogue, the player, authoring and orders: `edu.…`. */
  edu: {
    en: () => import("./locales/edu/en.json"),
    zh: () => import("./locales/edu/zh.json"),
    ru: () => import("./locales/edu/ru.json"),
  },
  /** The open platform: a member's apps and their keys: `developer.…`. */
  developer: {
    en: () => import("./locales/developer/en.json"),
    zh: () => import("./locales/developer/zh.json"),
    ru: () => import("./locales/developer/ru.json"),
  },
  /** KOL profiles: the list, the profile, the application and its review: `kol.…`. */
  kol: {
    en: () => import("./locales/kol/en.json"),
    zh: () => import("./locales/kol/zh.json"),
    ru: () => import("./locales/kol/ru.json"),
  },
  /** Multi-send to social networks: connected accounts, sends and their targets: `multisend.…`. */
  multisend: {
    en: () => import("./locales/multisend/en.json"),
    zh: () => import("./locales/multisend/zh.json"),
    ru: () => import("./locales/multisend/ru.json"),
  },
  /** Projects: the public list and page, the owner's wizard and list, the members' review: `projects.…`. */
  projects: {
    en: () => import("./locales/projects/en.json"),
    zh: () => import("./locales/projects/zh.json"),
    ru: () => import("./locales/projects/ru.json"),
  },
  /** Investment: the cooperation form, the guestbook and the operators' answers: `investment.…`. */
  investment: {
    en: () => import("./locales/investment/en.json"),
    zh: () => import("./locales/investment/zh.json"),
    ru: () => import("./locales/investment/ru.json"),
  },
  /** The member's short links and their visits: `shortlinks.…`. */
  shortlinks: {
    en: () => import("./locales/shortlinks/en.json"),
    zh: () => import("./locales/shortlinks/zh.json"),
    ru: () => import("./locales/shortlinks/ru.json"),
  },
} satisfies Record<string, Loaders>;

export type StringBundle = keyof typeof bundles;

/** Every bundle's name (the tests load them all). */
export const STRING_BUNDLES = Object.keys(bundles) as StringBundle[];

/** One bundle or several (a write page shows the creator's strings and the editor's). */
export type StringBundles = StringBundle | readonly StringBundle[];

/** Adds the bundles' strings in the language in use to the default namespace. */
export async function loadStrings(
  wanted: StringBundles,
  lang: UiLang = (i18next.language as UiLang) || storedLanguage(),
): Promise<void> {
  const names: readonly StringBundle[] = typeof wanted === "string" ? [wanted] : wanted;
  const loaded = await Promise.all(names.map((name) => bundles[name][lang]()));
  for (const { default: messages } of loaded) i18next.addResourceBundle(lang, "translation", messages, true, false);
}

/** A route's `lazy` (or a lazy component's loader) that also loads its bundles before it renders. */
export function withStrings<T>(wanted: StringBundles, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadStrings(wanted)]).then(([module]) => module);
}
