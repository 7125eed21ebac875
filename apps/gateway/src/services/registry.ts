import type { AllHandlers, Area } from "../context.js";
import { cmsArea } from "./cms/index.js";
import { uploadArea } from "./upload/index.js";
import { userArea } from "./user/index.js";

/**
 * The areas of the gateway, in the order their services are built (a later area may use an
 * earlier one's). Adding an area is one line here: its `index.ts` brings its services and the
 * handlers of its groups, and the HTTP layer registers a route for every declared action.
 */
const list = [userArea, cmsArea, uploadArea] as const;
export const areas: readonly Area[] = list;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type HandlersOf<A> = A extends Area<infer H> ? H : never;

/** Every declared action's handler, by group: the areas' tables together, checked complete. */
export const handlers: AllHandlers = Object.assign({}, ...list.map((area) => area.handlers)) as Intersection<
  HandlersOf<(typeof list)[number]>
>;
