import type { SettingsPart } from "../area-settings.js";
import type { ChainEventDecoder } from "../chain/events.js";
import type { ChainProjection } from "../chain/projection.js";
import { mergeHandlers } from "../area-handlers.js";
import type { AllHandlers, AppContext, Area } from "../context.js";
import type { CallerScheme } from "../http/caller-scheme.js";
import type { FirstScreenPage } from "../http/first-screen.js";
import type { SharePreviewPage } from "../http/share-preview.js";
import type { JobName, JobPayloads } from "../jobs/queue.js";
import type { SeedStep } from "../seed/steps.js";
import { activitiesArea } from "./activities/index.js";
import { cmsArea } from "./cms/index.js";
import { daoArea } from "./dao/index.js";
import { datacentreArea } from "./datacentre/index.js";
import { developerArea } from "./developer/index.js";
import { planetsArea } from "./planets/index.js";
import { projectsArea } from "./projects/index.js";
import { eduArea } from "./edu/index.js";
import { incomeArea } from "./income/index.js";
import { investmentArea } from "./investment/index.js";
import { kolArea } from "./kol/index.js";
import { multisendArea } from "./multisend/index.js";
import { newsArea } from "./news/index.js";
import { noticeMailArea } from "./notice-mail/index.js";
import { noticesArea } from "./notices/index.js";
import { shortLinksArea } from "./shortlinks/index.js";
import { uploadArea } from "./upload/index.js";
import { userArea } from "./user/index.js";
import { walletArea } from "./wallet/index.js";
import { wikiArea } from "./wiki/index.js";

/**
 * The areas of the gateway, in the order their services are built (a later area may use an
 * earlier one's). Adding an area is one line here: its `index.ts` brings its services, its
 * handlers (to any wire group), its routes and its jobs, and the HTTP layer registers a route for
 * every declared action.
 */
const list = [
  userArea,
  cmsArea,
  newsArea,
  activitiesArea,
  wikiArea,
  uploadArea,
  walletArea,
  daoArea,
  planetsArea,
  eduArea,
  projectsArea,
  investmentArea,
  incomeArea,
  kolArea,
  developerArea,
  multisendArea,
  shortLinksArea,
  datacentreArea,
  noticesArea,
  noticeMailArea,
] as const;
export const areas: readonly Area[] = list;

/**
 * Every declared action's handler, by group: the areas' tables merged per action (an action two
 * areas answer throws here, at start), checked complete by the compiler.
 */
export const handlers: AllHandlers = mergeHandlers(list);

/** The ways a call may name its caller besides the web app's signature, from the areas (API keys). */
export const callerSchemes: readonly CallerScheme[] = list.flatMap((area: Area) => area.callers ?? []);

/** The public pages whose HTML carries their first screen's data, from the areas (a path given twice throws at start). */
export const firstScreenPages: readonly FirstScreenPage[] = list.flatMap((area: Area) => area.firstScreens ?? []);

/** The pages whose HTML carries their item's share preview, from the areas (a path given twice throws at start). */
export const sharePreviewPages: readonly SharePreviewPage[] = list.flatMap((area: Area) => area.sharePreviews ?? []);

type JobHandler = (app: AppContext, payload: JobPayloads[JobName]) => Promise<void>;
const jobHandlers = list.flatMap((area) => Object.entries(area.jobs ?? {}) as [JobName, JobHandler][]);

/** Every background job the areas handle, by name (each gets its queue at start). */
export const jobNames: readonly JobName[] = jobHandlers.map(([name]) => name);

/** Runs every area's job handlers in this process (`WORKERS=on` or `only`). */
export async function startWorkers(app: AppContext): Promise<void> {
  for (const [name, handler] of jobHandlers) await app.jobs.work(name, (payload) => handler(app, payload));
}

/** Every area's settings, composed with the core ones by `loadConfig`. */
export const settingsParts: readonly SettingsPart[] = list.flatMap((area: Area) => (area.config ? [area.config] : []));

/** Every area's demo content steps, in the order the seed runner runs them (registry order for equal ones). */
export const seedSteps: readonly SeedStep[] = list
  .flatMap((area: Area) => area.seed ?? [])
  .sort((a, b) => a.order - b.order);

/** Every area's indexer projections, in registry order (after the core ones, in each range's transaction). */
export const chainProjections: readonly ChainProjection[] = list.flatMap((area: Area) => area.projections ?? []);

/** Every area's followed contract events (the indexer adds the core ones, chain/core-events.ts). */
export const chainEvents: readonly ChainEventDecoder[] = list.flatMap((area: Area) => area.chainEvents ?? []);
