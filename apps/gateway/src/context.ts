import type { Readable } from "node:stream";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { ActionDef, ActionOutput, ActionParams, ApiLang, AuthMode, Declarations } from "@icms/protocol";
import type { SettingsPart } from "./area-settings.js";
import type { SessionRevocations } from "./auth/revocations.js";
import type { Session, TokenIssuer } from "./auth/tokens.js";
import type { InvalidationBus } from "./cache/invalidation.js";
import type { ChainEventDecoder } from "./chain/events.js";
import type { ChainProjection } from "./chain/projection.js";
import type { Config } from "./config.js";
import type { Db } from "./db/db.js";
import type { CallerScheme } from "./http/caller-scheme.js";
import type { FirstScreenPage } from "./http/first-screen.js";
import type { SharePreviewPage } from "./http/share-preview.js";
import type { JobName, JobPayloads, JobQueue } from "./jobs/queue.js";
import type { SeedStep } from "./seed/steps.js";
import type { ReviewKind } from "./services/dao/review/kinds.js";
import type { FileStorage } from "./storage/storage.js";

/** What the gateway opens at start, before any area: settings, database, bus, storage, tokens, jobs. */
export interface CoreContext {
  db: Db;
  config: Config;
  tokens: TokenIssuer;
  /** Ended sign-ins, whose access tokens every instance refuses. */
  revocations: SessionRevocations;
  /** Cache invalidations, to this instance and (with Redis) to every other one. */
  bus: InvalidationBus;
  /** Uploaded files: local disk or an S3-compatible bucket. */
  storage: FileStorage;
  /** Background jobs, sent inside a change's transaction (`jobs.send(q, name, payload)`). */
  jobs: JobQueue;
}

/**
 * The services the areas add to the app context. Each area declares its own members in its
 * `index.ts` (`declare module "../../context.js" { interface AreaServices { ... } }`), so adding
 * an area edits no shared type.
 * @public (extended by declaration merging, which knip does not follow)
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each area's declaration merging
export interface AreaServices {}

/**
 * Everything a handler may use besides its input, built once at start (`createAppContext`):
 * the core, then each area's services in the order of `services/registry.ts`.
 */
export interface AppContext extends CoreContext, AreaServices {
  /** Every area's review kinds by name (`Area.reviewKinds`), which the DAO review decides on. */
  reviewKinds: ReadonlyMap<string, ReviewKind>;
}

/** One call: the app context (as prototype) and what belongs to this request alone. */
export interface CallContext<M extends AuthMode = AuthMode> extends AppContext {
  lang: ApiLang;
  /** Present whenever the action requires a session. */
  session: M extends "required" ? Session : Session | null;
  refreshToken: string | undefined;
  ip: string;
  /** The request's User-Agent header ("" without one): the data centre tells crawlers' views by it. */
  userAgent: string;
  log: FastifyBaseLogger;
  /** The file of a multipart action (`awsupload`), to be read once; undefined for the others. */
  file: Readable | undefined;
}

/**
 * A call's context: an object whose prototype is the app context, with the call's own fields
 * assigned in one fixed order. Every call's context so shares one hidden class and nothing of
 * the app context is copied (see docs/decisions.md, "The per-call context").
 */
export function callContext(
  app: AppContext,
  lang: ApiLang,
  session: Session | null,
  refreshToken: string | undefined,
  ip: string,
  userAgent: string,
  log: FastifyBaseLogger,
  file: Readable | undefined,
  db: Db = app.db,
): CallContext {
  const ctx = Object.create(app) as CallContext;
  // A read-only action may get a streaming replica here (db/replica-reads.ts); always set, so
  // every call's context keeps one shape.
  ctx.db = db;
  ctx.lang = lang;
  ctx.session = session;
  ctx.refreshToken = refreshToken;
  ctx.ip = ip;
  ctx.userAgent = userAgent;
  ctx.log = log;
  ctx.file = file;
  return ctx;
}

type ModeOf<A> = A extends { readonly auth: infer M extends AuthMode } ? M : AuthMode;

export type Handler<A> = (params: ActionParams<A>, ctx: CallContext<ModeOf<A>>) => Promise<ActionOutput<A>>;

/** Ties a handler to its declaration so its input, output and session are typed from it. */
export function handle<A extends ActionDef>(_def: A, fn: Handler<A>): Handler<A> {
  return fn;
}

export type GroupHandlers<G> = { [K in keyof G]: Handler<G[K]> };
/** One handler per declared action (the `/gwapi/v1` calls and the uploads): a missing one is a compile error. */
export type AllHandlers = { [G in keyof Declarations]: GroupHandlers<Declarations[G]> };

/**
 * An area's handlers: some actions of any wire groups. Several areas may answer actions of one
 * group; the registry merges the tables per action and refuses an action answered twice.
 */
export type AreaHandlers = { [G in keyof AllHandlers]?: Partial<AllHandlers[G]> };

/**
 * An area of the product (user, cms, kol, uploads...): everything it adds to the gateway, so that
 * adding one edits no shared file but the registry's list. Its services, its handlers (to any
 * wire group), its own HTTP routes, its jobs, and what to do when the gateway stops.
 */
export interface Area<H extends AreaHandlers = AreaHandlers> {
  /** The area's name, as errors and docs give it (its folder under `services/`). */
  name: string;
  /** Builds the area's services from the app context as built so far (the core and earlier areas). */
  services?(app: AppContext): Partial<AreaServices>;
  /** Its handlers by wire group; a group may be shared with other areas, an action may not. */
  handlers: H;
  /**
   * Its own HTTP routes outside the declared actions (a redirect, a media stream), registered in
   * the API process at start on the gateway's root scope. Close what they open in an `onClose` hook.
   */
  routes?(server: FastifyInstance, app: AppContext): Promise<void> | void;
  /** Other ways a declared call may say who makes it than the web app's signed fields (API keys). */
  callers?: readonly CallerScheme[];
  /** Public pages whose first screen's data the HTML carries, read for an anonymous viewer (`http/first-screen.ts`). */
  firstScreens?: readonly FirstScreenPage[];
  /** Pages whose HTML carries their item's share preview for link unfurlers (`http/share-preview.ts`). */
  sharePreviews?: readonly SharePreviewPage[];
  /** The area's background jobs: one handler per job name it declares in `JobPayloads`. */
  jobs?: { [N in JobName]?: (app: AppContext, payload: JobPayloads[N]) => Promise<void> };
  /** The area's settings: environment variables, development defaults, production refusals (`defineSettings`). */
  config?: SettingsPart;
  /** The area's demo content, run by the seed runner in `order` (`seed/steps.ts`). */
  seed?: readonly SeedStep[];
  /** The contract events the area follows (`chain/events.ts`, `chainEvent`), decoded for its projections. */
  chainEvents?: readonly ChainEventDecoder[];
  /** What the chain indexer writes for the area, in each range's transaction (`chain/projection.ts`). */
  projections?: readonly ChainProjection[];
  /** The kinds of item this area submits to the DAO's member review (services/dao/review/kinds.ts). */
  reviewKinds?: readonly ReviewKind[];
  /** Called when the gateway closes (flush what is buffered, stop timers). */
  close?(app: AppContext): Promise<void>;
}

/** Declares an area; the handler table's type is kept, so the registry can check every action has one. */
export function defineArea<const H extends AreaHandlers>(area: Area<H>): Area<H> {
  return area;
}

/** Every area's review kinds by name; a name two areas give is an error at start. */
function reviewKindsOf(areas: readonly Area[]): ReadonlyMap<string, ReviewKind> {
  const byName = new Map<string, ReviewKind>();
  for (const kind of areas.flatMap((area) => area.reviewKinds ?? [])) {
    if (byName.has(kind.name)) throw new Error(`review kind "${kind.name}" is registered twice`);
    byName.set(kind.name, kind);
  }
  return byName;
}

/** Builds the app context once: the core, then each area's services in order. */
export function createAppContext(core: CoreContext, areas: readonly Area[]): AppContext {
  const app = Object.assign({}, core, { reviewKinds: reviewKindsOf(areas) }) as AppContext;
  for (const area of areas) if (area.services) Object.assign(app, area.services(app));
  return app;
}
