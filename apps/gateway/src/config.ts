import { join } from "node:path";
import { z } from "zod";
import { DEV_PRIVATE_KEYS, devPrivateKey } from "@icms/contracts";
import { CHAIN_IDS, DEFAULT_CHAIN_ID, POSTING_LIMITS } from "@icms/protocol";

/**
 * Development defaults. They let `npm start` work on a bare machine and are refused when
 * NODE_ENV=production: a deployment must set its own values.
 */
export const DEV_DEFAULTS = {
  APP_ID: "icms-web",
  APP_SECRET: "dev-only-app-secret",
  JWT_SECRET: "dev-only-jwt-secret-do-not-use-in-production",
  /** The public development key the local chain's course checkout trusts (development only). */
  COURSE_QUOTE_SIGNER_KEY: devPrivateKey("quoteSigner"),
  /** The key of the multi-send credentials at rest (32 bytes, base64; development only). */
  CREDENTIALS_KEY: "ZGV2LW9ubHktY3JlZGVudGlhbHMta2V5LTMyYnl0ZXM=",
} as const;

/** A 32-byte key in base64, as AES-256-GCM takes it. */
const aesKey = z.string().refine((value) => Buffer.from(value, "base64").length === 32, "must be 32 bytes in base64");

const optionalUrl = z.url().optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_URL: optionalUrl,
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
  /** Short links (POST /shortlink_api/api/url) one address may make per minute. */
  SHORTLINK_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
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
  /** Signs course-order quotes (EIP-712); the course checkout's signer must be its address. */
  COURSE_QUOTE_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, "must be a 32-byte hex private key")
    .default(DEV_DEFAULTS.COURSE_QUOTE_SIGNER_KEY),
  EXPLORER_URL: optionalUrl,
  WALLETCONNECT_PROJECT_ID: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /**
   * Staked NFTs a submitted item needs: passes speaking for this many NFTs put it online, rejects
   * speaking for as many refuse it (one NFT, one voice). 0 puts it online at once, with no review.
   */
  REVIEW_QUORUM: z.coerce.number().int().min(0).max(1_000).default(3),
  /** Uploads on local disk, served at /uploads/; `<DATA_DIR>/uploads` when unset. */
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_IMAGE_MAX_MB: z.coerce.number().positive().max(50).default(5),
  UPLOAD_VIDEO_MAX_MB: z.coerce.number().positive().max(2_000).default(100),
  UPLOAD_DOCUMENT_MAX_MB: z.coerce.number().positive().max(500).default(20),
  /** S3-compatible storage instead of local disk when S3_BUCKET is set (endpoint and keys then required). */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Where the bucket's objects are publicly readable; `<S3_ENDPOINT>/<S3_BUCKET>` when unset. */
  S3_PUBLIC_URL: optionalUrl,
  /** How long public content reads (lists, search, articles) may be served from memory; 0 turns it off. */
  CONTENT_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /**
   * Background work (the job workers and the chain indexer): `on` runs it in this process with the
   * API, `only` runs it without serving the API (health only), `off` serves the API without it.
   * Several instances: any number with `on` or `only`, jobs are taken once each.
   */
  WORKERS: z.enum(["on", "only", "off"]).default("on"),
  /** The prefix of the rate limits' keys in Redis (instances that share limits share it). */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default("icms:rl:"),
  /** A user's planet topics and comments are at least this far apart (docs/planets.md). */
  PLANET_TOPIC_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3_600_000)
    .default(POSTING_LIMITS.topicIntervalSeconds * 1000),
  PLANET_COMMENT_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3_600_000)
    .default(POSTING_LIMITS.commentIntervalSeconds * 1000),
  /** How often an idle job worker looks for work, in seconds. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /**
   * The start script fills an empty database with demo content unless this is false. Off by
   * default in production, and refused there.
   */
  SEED_DEMO: z.stringbool().optional(),
  /**
   * Private key of the reward vault's withdraw signer (docs/income.md). Outside production the
   * public development key of the local chain is used when unset; in production, withdrawals are
   * refused (804152) until it is set, and the development key is never used there.
   */
  WITHDRAW_SIGNER_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, "must be a 32-byte hex private key")
    .optional(),
  /** Encrypts the multi-send credentials at rest (docs/multisend.md); refused in production when the development key. */
  CREDENTIALS_KEY: aesKey.default(DEV_DEFAULTS.CREDENTIALS_KEY),
  /** The key before the last rotation: credentials it encrypted are still read, and re-encrypted when saved. */
  CREDENTIALS_PREVIOUS_KEY: aesKey.optional(),
  /** Where the multi-send connectors reach each network (Discord and Mastodon come from the account). */
  MULTISEND_X_API_URL: z.url().default("https://api.x.com"),
  MULTISEND_TELEGRAM_API_URL: z.url().default("https://api.telegram.org"),
  MULTISEND_FACEBOOK_API_URL: z.url().default("https://graph.facebook.com"),
  MULTISEND_VK_API_URL: z.url().default("https://api.vk.com"),
  /** Lets multi-send reach loopback and private addresses; on by default outside production only. */
  MULTISEND_ALLOW_PRIVATE_HOSTS: z.stringbool().optional(),
  /** How long a call to a network may take before its outcome counts as unknown. */
  MULTISEND_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(15_000),
});

export type Config = Omit<
  z.output<typeof schema>,
  "PUBLIC_ORIGIN" | "UPLOAD_DIR" | "SEED_DEMO" | "MULTISEND_ALLOW_PRIVATE_HOSTS"
> & {
  PUBLIC_ORIGIN: string;
  UPLOAD_DIR: string;
  SEED_DEMO: boolean;
  MULTISEND_ALLOW_PRIVATE_HOSTS: boolean;
};

const S3_REQUIRED = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** Reads and checks every setting; a bad one stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === "production") {
    const refused = productionRefusals(config);
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
  return {
    ...config,
    PUBLIC_ORIGIN: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
    UPLOAD_DIR: config.UPLOAD_DIR ?? join(config.DATA_DIR, "uploads"),
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== "production",
    MULTISEND_ALLOW_PRIVATE_HOSTS: config.MULTISEND_ALLOW_PRIVATE_HOSTS ?? config.NODE_ENV !== "production",
  };
}

/**
 * What production refuses: the development secrets, demo content, and running without a chain
 * of its own (the start script would otherwise start the local chain, whose keys are public).
 * The development wallet is never offered in production (`http/client-config.ts`).
 */
function productionRefusals(config: z.output<typeof schema>): string[] {
  const refused: string[] = [];
  for (const key of ["APP_SECRET", "JWT_SECRET", "CREDENTIALS_KEY"] as const) {
    if (config[key] === DEV_DEFAULTS[key]) refused.push(`${key}: development default refused in production`);
  }
  // Any of the development chain's keys, not only the default: everybody knows them.
  if (DEV_PRIVATE_KEYS.some((key) => key.toLowerCase() === config.COURSE_QUOTE_SIGNER_KEY.toLowerCase())) {
    refused.push("COURSE_QUOTE_SIGNER_KEY: development key refused in production");
  }
  const withdrawKey = config.WITHDRAW_SIGNER_KEY?.toLowerCase();
  if (withdrawKey && DEV_PRIVATE_KEYS.some((key) => key.toLowerCase() === withdrawKey)) {
    refused.push("WITHDRAW_SIGNER_KEY: development key refused in production");
  }
  if (!config.PUBLIC_ORIGIN) refused.push("PUBLIC_ORIGIN: required in production");
  if (config.SEED_DEMO) refused.push("SEED_DEMO: demo content refused in production");
  for (const key of ["RPC_URL", "CONTRACTS_FILE"] as const) {
    if (!config[key]) refused.push(`${key}: required in production (the local development chain is refused)`);
  }
  return refused;
}
