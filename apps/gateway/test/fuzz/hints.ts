import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FuzzHints } from "../../src/shared/fuzz-hints.js";

/**
 * The areas' fuzzer hints (`src/services/<area>/fuzz-hints.ts`), found by looking, merged into
 * one table per kind. A field hinted by two areas must be hinted the same (id hints add up, those
 * narrowed by `when` first), so that no area's hint silently wins over another's.
 */

const SERVICES = fileURLToPath(new URL("../../src/services/", import.meta.url));

/** Each area that gives hints, by folder name, in name order. */
const areaHints: readonly { area: string; hints: FuzzHints }[] = await Promise.all(
  readdirSync(SERVICES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(SERVICES, entry.name, "fuzz-hints.ts")))
    .map((entry) => entry.name)
    .sort()
    .map(async (area) => {
      const module = (await import(pathToFileURL(join(SERVICES, area, "fuzz-hints.ts")).href)) as {
        fuzzHints: FuzzHints;
      };
      return { area, hints: module.fuzzHints };
    }),
);

type Kind = "exact" | "formats" | "texts" | "constants";

function merged<T>(kind: Kind): Readonly<Record<string, T>> {
  const table: Record<string, { value: T; area: string }> = {};
  for (const { area, hints } of areaHints) {
    for (const [key, value] of Object.entries(hints[kind] ?? {}) as [string, T][]) {
      const before = table[key];
      if (before && JSON.stringify(before.value) !== JSON.stringify(value)) {
        throw new Error(`fuzz hint ${kind}.${key} differs between areas ${before.area} and ${area}`);
      }
      table[key] = { value, area };
    }
  }
  return Object.fromEntries(Object.entries(table).map(([key, { value }]) => [key, value]));
}

/** String fields always in their format, and fields mostly in it (protocol fuzzer, inputs.ts). */
export const EXACT_STRINGS = merged<readonly string[]>("exact");
export const FORMATTED_STRINGS = merged<readonly string[]>("formats");
/** Text fields naming something of a race world, and fields of one fixed word (test/race). */
export const TEXT_HINTS = merged<string>("texts");
export const CONSTANT_HINTS = merged<string>("constants");

type IdHint = { slot: string; when?: RegExp };

/** Which slot of a race world an id field names: every area's hints, those narrowed by `when` first. */
export const ID_HINTS: Readonly<Record<string, readonly IdHint[]>> = (() => {
  const table: Record<string, { hint: IdHint; area: string }[]> = {};
  for (const { area, hints } of areaHints) {
    for (const [key, list] of Object.entries(hints.ids ?? {})) {
      table[key] = [...(table[key] ?? []), ...list.map((hint) => ({ hint, area }))];
    }
  }
  return Object.fromEntries(
    Object.entries(table).map(([key, entries]) => {
      const open = entries.filter((entry) => !entry.hint.when);
      if (open.length > 1) {
        throw new Error(
          `fuzz hint ids.${key} is unconditional in areas ${open.map((entry) => entry.area).join(" and ")}`,
        );
      }
      return [key, [...entries.filter((entry) => entry.hint.when), ...open].map((entry) => entry.hint)];
    }),
  );
})();

/** Content the areas' hints teach a race world to make, by slot: no two areas make the same slot. */
export const WORLD_SLOTS: Readonly<Record<string, NonNullable<FuzzHints["slots"]>[string]>> = (() => {
  const table: Record<string, { make: NonNullable<FuzzHints["slots"]>[string]; area: string }> = {};
  for (const { area, hints } of areaHints) {
    for (const [slot, make] of Object.entries(hints.slots ?? {})) {
      const before = table[slot];
      if (before) throw new Error(`race world slot ${slot} is made by areas ${before.area} and ${area}`);
      table[slot] = { make, area };
    }
  }
  return Object.fromEntries(Object.entries(table).map(([slot, { make }]) => [slot, make]));
})();
