import type { FastifyBaseLogger } from "fastify";
import type { ActionDef, ActionOutput, ActionParams, Api, ApiLang, AuthMode } from "@icms/protocol";
import type { Session, TokenIssuer } from "../auth/tokens.js";
import type { RateLimiter } from "../cache/rate-limit.js";
import type { ReadThroughCache } from "../cache/read-through.js";
import type { ContentReadCache } from "../services/cms/read-cache.js";
import type { ViewCounter } from "../services/cms/view-counter.js";
import type { UserRow } from "../services/user/users.js";
import type { FileStorage } from "../storage/storage.js";
import type { Config } from "../config.js";
import type { Db } from "../db/db.js";

/** What the gateway gives every handler besides its validated input. */
export interface Deps {
  db: Db;
  config: Config;
  tokens: TokenIssuer;
  limiter: RateLimiter;
  /** Users by uid, cached briefly; every write to a user must invalidate it. */
  users: ReadThroughCache<number, UserRow>;
  /** Uploaded files: local disk or an S3-compatible bucket. */
  storage: FileStorage;
  /** Article views, written in batches. */
  views: ViewCounter;
  /** Public content reads, kept briefly; content writes must report what changed. */
  cmsCache: ContentReadCache;
}

export interface CallContext<M extends AuthMode = AuthMode> extends Deps {
  lang: ApiLang;
  /** Present whenever the action requires a session. */
  session: M extends "required" ? Session : Session | null;
  refreshToken: string | undefined;
  ip: string;
  log: FastifyBaseLogger;
}

type ModeOf<A> = A extends { readonly auth: infer M extends AuthMode } ? M : AuthMode;

export type Handler<A> = (params: ActionParams<A>, ctx: CallContext<ModeOf<A>>) => Promise<ActionOutput<A>>;

/** Ties a handler to its declaration so its input, output and session are typed from it. */
export function handle<A extends ActionDef>(_def: A, fn: Handler<A>): Handler<A> {
  return fn;
}

export type GroupHandlers<G> = { [K in keyof G]: Handler<G[K]> };
/** One handler per declared action: a missing one is a compile error. */
export type AllHandlers = { [G in keyof Api]: GroupHandlers<Api[G]> };
