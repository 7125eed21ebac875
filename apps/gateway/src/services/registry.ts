import type { AllHandlers, AppContext, Area } from "../context.js";
import type { JobName, JobPayloads } from "../jobs/queue.js";
import { activitiesArea } from "./activities/index.js";
import { cmsArea } from "./cms/index.js";
import { daoArea } from "./dao/index.js";
import { developerArea } from "./developer/index.js";
import { planetsArea } from "./planets/index.js";
import { eduArea } from "./edu/index.js";
import { incomeArea } from "./income/index.js";
import { kolArea } from "./kol/index.js";
import { multisendArea } from "./multisend/index.js";
import { shortLinksArea } from "./shortlinks/index.js";
import { uploadArea } from "./upload/index.js";
import { userArea } from "./user/index.js";
import { walletArea } from "./wallet/index.js";

/**
 * The areas of the gateway, in the order their services are built (a later area may use an
 * earlier one's). Adding an area is one line here: its `index.ts` brings its services and the
 * handlers of its groups, and the HTTP layer registers a route for every declared action.
 */
const list = [
  userArea,
  cmsArea,
  activitiesArea,
  uploadArea,
  walletArea,
  daoArea,
  planetsArea,
  eduArea,
  incomeArea,
  kolArea,
  developerArea,
  multisendArea,
  shortLinksArea,
] as const;
export const areas: readonly Area[] = list;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type HandlersOf<A> = A extends Area<infer H> ? H : never;

/** Every declared action's handler, by group: the areas' tables together, checked complete. */
export const handlers: AllHandlers = Object.assign({}, ...list.map((area) => area.handlers)) as Intersection<
  HandlersOf<(typeof list)[number]>
>;

type JobHandler = (app: AppContext, payload: JobPayloads[JobName]) => Promise<void>;
const jobHandlers = list.flatMap((area) => Object.entries(area.jobs ?? {}) as [JobName, JobHandler][]);

/** Every background job the areas handle, by name (each gets its queue at start). */
export const jobNames: readonly JobName[] = jobHandlers.map(([name]) => name);

/** Runs every area's job handlers in this process (`WORKERS=on` or `only`). */
export async function startWorkers(app: AppContext): Promise<void> {
  for (const [name, handler] of jobHandlers) await app.jobs.work(name, (payload) => handler(app, payload));
}
