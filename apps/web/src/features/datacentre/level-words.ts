import type { TFunction } from "i18next";

export { levelName } from "../../ui/CreatorCountsPanel";

/** A right a level grants, in words; a privilege this build has no words for shows as its code and value. */
export function rightText(t: TFunction, code: string, val: number): string {
  return t(`datacentre.rights.${code}` as never, { defaultValue: `${code}: ${val}`, val, count: val });
}
