import type { ActionDef } from "@icms/protocol";
import type { Area, AreaHandlers, Handler } from "./context.js";

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type HandlersOf<A> = A extends Area<infer H> ? H : never;

/**
 * The areas' handler tables together, as one type: each group's actions from every area that
 * answers some of them. Assigning it to `AllHandlers` fails to compile while an action has no
 * handler in any area.
 */
type MergedHandlers<A extends readonly Area<AreaHandlers>[]> = Intersection<HandlersOf<A[number]>>;

type Table = Record<string, Record<string, Handler<ActionDef>>>;

/**
 * Merges the areas' handler tables per action: two areas may answer actions of the same wire
 * group, but an action answered by two areas is an error at start, naming both.
 */
export function mergeHandlers<const A extends readonly Area<AreaHandlers>[]>(areas: A): MergedHandlers<A> {
  const merged: Table = {};
  const owners = new Map<string, string>();
  for (const area of areas) {
    for (const [group, actions] of Object.entries(area.handlers as Table)) {
      const table = merged[group] ?? {};
      merged[group] = table;
      for (const [action, handler] of Object.entries(actions)) {
        const path = `${group}/${action}`;
        const owner = owners.get(path);
        if (owner !== undefined) throw new Error(`${path} is answered by two areas: ${owner} and ${area.name}`);
        owners.set(path, area.name);
        table[action] = handler;
      }
    }
  }
  return merged as MergedHandlers<A>;
}
