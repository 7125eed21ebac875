import type dateRange from "./locales/daterange/en.json";
import type editor from "./locales/editor/en.json";

/**
 * The English strings of every bundle, by bundle name, which `i18next.d.ts` merges into the typed
 * keys. Each feature adds its own bundle from its folder (in its `area.tsx`) by declaration merging,
 * so a new bundle edits no list here:
 *
 *   declare module "../../i18n/resources" {
 *     interface BundleStrings { edu: typeof eduStrings }
 *   }
 *
 * The editor's and the date-range picker's bundles are declared here, since `ui/` owns them and no area does.
 *
 * @public (features extend it by declaration merging, which the unused-code check cannot see)
 */
export interface BundleStrings {
  editor: typeof editor;
  daterange: typeof dateRange;
}

/** `A | B | C` to `A & B & C`: every bundle's keys at once, as they merge into one namespace. */
type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void
  ? I
  : never;

/** The keys of all bundles together. */
export type AllBundleStrings = UnionToIntersection<BundleStrings[keyof BundleStrings]>;
