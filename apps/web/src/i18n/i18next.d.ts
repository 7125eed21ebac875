import "i18next";
import type shell from "./locales/en.json";
import type { AllBundleStrings } from "./resources";

// Every key `t()` takes is a key of the English files: the shell's strings and every bundle's
// (loaded with their routes into the same namespace). The bundles come from `resources.ts`,
// where each feature adds its own from its folder. A misspelt or missing key fails the
// typecheck; `locales.test.ts` checks that zh and ru hold the keys en holds, and
// `route-strings.test.ts` that a route loads the bundle holding each key its screens use.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: {
      translation: typeof shell & AllBundleStrings;
    };
  }
}
