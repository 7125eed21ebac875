import { join } from "node:path";
import { z } from "zod";
import { CHAIN_IDS, DEFAULT_CHAIN_ID } from "@icms/protocol";
import type { AreaSettings, SettingsPart } from "./area-settings.js";
import { settingsParts } from "./services/registry.js";

/**
 * Development defaults. They let `npm start` work on a bare machine and are refused when
 * NODE_ENV=production: a deployment must set its own values. An area's own defaults (the course
 * quote signer, the multi-send credentials key) are in its settings (`defineArea({ config })`).
 */
export const DEV_DEFAULTS = {
  APP_ID: "icms-web",
  APP_SECRET: "dev-only-app-secret",
  JWT_SECRET: "dev-only-jwt-secret-do-not-use-in-production",
} as const;

const optionalUrl = z.url().optional();

/** The core settings: the server, database, sessions, chain, indexer, storage and workers. */
const coreShape = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optionalUrl,
  /**
   * Streaming replicas of DATABASE_URL's server (comma-separated URLs): read-only actions may run
   * there. Ignored by the embedded database.
   */
  DATABASE_REPLICA_URLS: z
    .string()
    .transform((list) =>
      list
        .split(",")
        .map((url) => url.trim())
        .filter((url) => url !== ""),
    )
    .pipe(z.array(z.url()))
    .default([]),
  /** A replica further behind the primary than this is skipped until it catches up. */
  DATABASE_REPLICA_MAX_LAG_SECONDS: z.coerce.number().min(0.5).max(3_600).default(5),
  /** Connections each instance keeps to DATABASE_URL (and to each replica). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /**
   * How long a request waits for a free connection before it is answered 503 (code 1001, with
   * Retry-After): under overload a caller hears "try again" in seconds rather than waiting in an
   * unbounded queue for a minute or more.
   */
  DATABASE_POOL_WAIT_SECONDS: z.coerce.number().min(0.1).max(120).default(5),
  DATA_DIR: z.string().default("./data"),
  REDIS_URL: optionalUrl,
  APP_ID: z.string().min(1).default(DEV_DEFAULTS.APP_ID),
  APP_SECRET: z.string().min(16).default(DEV_DEFAULTS.APP_SECRET),
  JWT_SECRET: z.string().min(32).default(DEV_DEFAULTS.JWT_SECRET),
  /** Access tokens live this many seconds; refresh tokens this many days. */
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(900),
  REFRESH_TOKEN_DAYS: z.coerce.number().int().min(1).default(30),
  /** Sign-in attempts (nonces and logins, each counted) one address may make per minute. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  PUBLIC_ORIGIN: z.url().optional(),
  CHAIN_ID: z.coerce
    .number()
    .int()
    .refine((id) => Object.values(CHAIN_IDS).includes(id as 56 | 97), "must be 56 or 97")
    .default(DEFAULT_CHAIN_ID),
  RPC_URL: optionalUrl,
  CONTRACTS_FILE: z.string().optional(),
  /** The chain indexer runs when this is true and RPC_URL and CONTRACTS_FILE are set. */
  INDEXER_ENABLED: z.stringbool().default(true),
  /** Blocks the indexer leaves behind the head; the local dev chain (a block per transaction) uses 0. */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(0).max(1_000).default(3),
  /** How often the indexer asks for new blocks once it has caught up. */
  INDEXER_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),
  /** The most blocks one eth_getLogs request spans (halved when a node refuses it). */
  INDEXER_BATCH_BLOCKS: z.coerce.number().int().min(1).max(100_000).default(2_000),
  EXPLORER_URL: optionalUrl,
  WALLETCONNECT_PROJECT_ID: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** Uploads on local disk, served at /uploads/; `<DATA_DIR>/uploads` when unset. */
  UPLOAD_DIR: z.string().optional(),
  /** S3-compatible storage instead of local disk when S3_BUCKET is set (endpoint and keys then required). */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where the bucket's objects are publicly readable; `<S3_ENDPOINT>/<S3_BUCKET>` when unset. */
  S3_PUBLIC_URL: optionalUrl,
  /** How long a storage request may go without progress before it is given up as an outage (answered 503). */
  STORAGE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(15),
  /** How long public content reads (lists, search, articles) may be served from memory; 0 turns it off. */
  CONTENT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** The bearer token a Prometheus scraper sends to read `/metrics`; unset, `/metrics` is not served. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * Background work (the job workers and the chain indexer): `on` runs it in this process with the
   * API, `only` runs it without serving the API (health only), `off` serves the API without it.
   * Several instances: any number with `on` or `only`, jobs are taken once each.
   */
  WORKERS: z.enum(["on", "only", "off"]).default("on"),
  /** The prefix of the rate limits' keys in Redis (instances that share limits share it). */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default("icms:rl:"),
  /** How often an idle job worker looks for work, in seconds. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * How often the job queue's upkeep runs: a job whose process died (killed mid-job) runs again
   * once its expiry has passed and the next upkeep has seen it (pg-boss's own default is 120 s).
   */
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  /**
   * On SIGTERM the process drains: it takes no new connections and finishes what it has started.
   * A drain longer than this many seconds is cut short (below Kubernetes' 30-second grace period).
   */
  DRAIN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  /**
   * The start script fills an empty database with demo content unless this is false. Off by
   * default in production, and refused there.
   */
  SEED_DEMO: z.stringbool().optional(),
};
const coreSchema = z.object(coreShape);

type CoreSettings = z.output<typeof coreSchema>;

/** Every setting: the core ones, then each area's (`AreaSettings`, merged by the areas). */
export type Config = Omit<CoreSettings, "PUBLIC_ORIGIN" | "UPLOAD_DIR" | "SEED_DEMO"> & {
  PUBLIC_ORIGIN: string;
  UPLOAD_DIR: string;
  SEED_DEMO: boolean;
} & AreaSettings;

const S3_REQUIRED = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** The core shape and every area's, checked so that no two declare the same variable. */
function fullSchema(parts: readonly SettingsPart[]) {
  const shape: Record<string, z.core.$ZodType> = { ...coreShape };
  for (const part of parts) {
    for (const [key, setting] of Object.entries(part.shape)) {
      if (key in shape) throw new Error(`setting ${key} is declared twice`);
      shape[key] = setting;
    }
  }
  return z.object(shape);
}

/** Reads and checks every setting; a bad one stops the process with a message naming it. */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  parts: readonly SettingsPart[] = settingsParts,
): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = fullSchema(parts).safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const all = parsed.data as Record<string, unknown>;
  const config = all as CoreSettings;
  if (config.NODE_ENV === "production") {
    const refused = [...productionRefusals(config), ...parts.flatMap((part) => part.productionRefusals?.(all) ?? [])];
    if (refused.length > 0) throw new Error(`Invalid configuration:\n${refused.map((line) => `  ${line}`).join("\n")}`);
  }
  if (config.S3_BUCKET || S3_REQUIRED.some((key) => config[key])) {
    const missing = ["S3_BUCKET" as const, ...S3_REQUIRED].filter((key) => !config[key]);
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration:\n${missing.map((key) => `  ${key}: required with S3 storage`).join("\n")}`,
      );
    }
  }
  const resolved = parts.map((part) => part.resolve?.(all, config) ?? {});
  return Object.assign(all, ...resolved, {
    PUBLIC_ORIGIN: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
    UPLOAD_DIR: config.UPLOAD_DIR ?? join(config.DATA_DIR, "uploads"),
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== "production",
  }) as Config;
}

/**
 * What production refuses of the core settings: the development secrets, demo content, and
 * running without a chain of its own (the start script would otherwise start the local chain,
 * whose keys are public). Each area refuses its own development values (`productionRefusals` of
 * its settings). The development wallet is never offered in production (`http/client-config.ts`).
 */
function productionRefusals(config: CoreSettings): string[] {
  const refused: string[] = [];
  for (const key of ["APP_SECRET", "JWT_SECRET"] as const) {
    if (config[key] === DEV_DEFAULTS[key]) refused.push(`${key}: development default refused in production`);
  }
  if (!config.PUBLIC_ORIGIN) refused.push("PUBLIC_ORIGIN: required in production");
  if (config.SEED_DEMO) refused.push("SEED_DEMO: demo content refused in production");
  for (const key of ["RPC_URL", "CONTRACTS_FILE"] as const) {
    if (!config[key]) refused.push(`${key}: required in production (the local development chain is refused)`);
  }
  return refused;
}
