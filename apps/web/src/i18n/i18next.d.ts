import "i18next";
import type content from "./locales/content/en.json";
import type dao from "./locales/dao/en.json";
import type shell from "./locales/en.json";

// Every key `t()` takes is a key of the English files: the shell's strings and the content
// screens' (loaded with their routes into the same namespace). A misspelt or missing key fails
// the typecheck; `locales.test.ts` checks that zh and ru hold the keys en holds.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof shell & typeof content & typeof dao };
  }
}
