import "i18next";
import type activities from "./locales/activities/en.json";
import type cms from "./locales/cms/en.json";
import type creator from "./locales/creator/en.json";
import type dao from "./locales/dao/en.json";
import type editor from "./locales/editor/en.json";
import type follows from "./locales/follows/en.json";
import type shell from "./locales/en.json";
import type home from "./locales/home/en.json";
import type income from "./locales/income/en.json";
import type news from "./locales/news/en.json";
import type pages from "./locales/pages/en.json";
import type planets from "./locales/planets/en.json";
import type wiki from "./locales/wiki/en.json";
import type edu from "./locales/edu/en.json";
import type developer from "./locales/developer/en.json";
import type kol from "./locales/kol/en.json";
import type multisend from "./locales/multisend/en.json";
import type projects from "./locales/projects/en.json";
import type investment from "./locales/investment/en.json";
import type shortlinks from "./locales/shortlinks/en.json";

// Every key `t()` takes is a key of the English files: the shell's strings and every bundle's
// (loaded with their routes into the same namespace). A misspelt or missing key fails the
// typecheck; `locales.test.ts` checks that zh and ru hold the keys en holds, and
// `route-strings.test.ts` that a route loads the bundle holding each key its screens use.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: {
      translation: typeof shell &
        typeof cms &
        typeof creator &
        typeof editor &
        typeof follows &
        typeof home &
        typeof dao &
        typeof news &
        typeof pages &
        typeof activities &
        typeof wiki &
        typeof planets &
        typeof income &
        typeof edu &
        typeof developer &
        typeof kol &
        typeof multisend &
        typeof projects &
        typeof investment &
        typeof shortlinks;
    };
  }
}
