import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { EDITOR_LINK_DEFAULT_URL } from "@storyframe/core";
import { z } from "zod";
import type { DuckDbSettings } from "./data/connections/duckDbConnection";
import type { DataLimits } from "./data/service";
import { DEFAULT_METRICS_ALLOW, type MetricsAccessConfig, parseMetricsAllow } from "./metrics/metricsAccess";
import { repositoryRoot } from "./paths";
import { decodeMasterKey, MASTER_KEY_FORMAT, type MasterKey } from "./secrets/masterKey";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const absoluteUrl = z.url({ message: "must be an absolute URL" });
const optionalUrl = absoluteUrl.optional();

/** Every environment variable the server reads, with its default. */
const environmentSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("localhost"),
  STORYFRAME_DATA_DIR: z.string().min(1, "must not be empty").default("./.data"),
  STORYFRAME_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  STORYFRAME_REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, "must be a redis:// or rediss:// URL")
    .optional(),
  STORYFRAME_PUBLIC_URL: optionalUrl,
  STORYFRAME_ENVIRONMENT: z.string().min(1, "must not be empty").default("development"),
  STORYFRAME_LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  STORYFRAME_SETTINGS_CACHE_TTL_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(5000),
  STORYFRAME_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(1200),
  STORYFRAME_USER_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(600),
  STORYFRAME_TRUST_PROXY: booleanFlag.default(false),
  STORYFRAME_SEED_DEMO: booleanFlag.default(true),
  STORYFRAME_OIDC_ISSUER: optionalUrl,
  STORYFRAME_OIDC_CLIENT_ID: z.string().min(1, "must not be empty").optional(),
  STORYFRAME_OIDC_JWKS_URL: optionalUrl,
  STORYFRAME_OIDC_AUDIENCE: z.string().min(1, "must not be empty").default("urn:storyframe:api"),
  STORYFRAME_OIDC_ALGORITHMS: z
    .string()
    .regex(/^(RS|PS|ES)(256|384|512)(,(RS|PS|ES)(256|384|512))*$/, "must be a comma-separated list such as RS256,ES256")
    .default("RS256,PS256,ES256"),
  STORYFRAME_OIDC_EMAIL_CLAIM: z.string().min(1, "must not be empty").default("email"),
  STORYFRAME_OIDC_NAME_CLAIM: z.string().min(1, "must not be empty").default("name"),
  STORYFRAME_ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(60, "must be at least 60")
    .max(86400, "must be at most 86400")
    .default(600),
  STORYFRAME_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")
    .optional(),
  STORYFRAME_MAIL_FROM: z.string().min(3, "must be an address").default("Storyframe <no-reply@storyframe.local>"),
  STORYFRAME_QUERY_TIMEOUT_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(100, "must be at least 100")
    .default(30_000),
  STORYFRAME_QUERY_ROW_LIMIT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(50_000),
  STORYFRAME_QUERY_CACHE_TTL_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(60_000),
  STORYFRAME_DUCKDB_MEMORY_LIMIT: z
    .string()
    .regex(/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i, "must be a size such as 512MB or 1GiB")
    .default("512MB"),
  STORYFRAME_DUCKDB_THREADS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 256")
    .max(256, "must be between 1 and 256")
    .default(2),
  STORYFRAME_QUERY_CONCURRENCY: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(2),
  STORYFRAME_QUERY_QUEUE_LIMIT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(32),
  STORYFRAME_QUERY_USER_CONCURRENCY: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .optional(),
  // Room for a storyline's first data sources (the fleet's has 19), well under the tenant's 32.
  STORYFRAME_QUERY_USER_QUEUE_LIMIT: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(24),
  STORYFRAME_LOAD_DEMO_DATA: booleanFlag.default(true),
  STORYFRAME_DEMO_STORE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
    .optional(),
  STORYFRAME_WEB_DIR: z.string().min(1, "must not be empty").optional(),
  STORYFRAME_CONTENT_DIR: z.string().min(1, "must not be empty").optional(),
  STORYFRAME_SPEECH_API_KEY: z.string().min(1, "must not be empty").optional(),
  STORYFRAME_SPEECH_API_URL: absoluteUrl.default("https://texttospeech.googleapis.com/v1/text:synthesize"),
  STORYFRAME_EDITOR_LINK_URL: z
    .url({ protocol: /^wss?$/, message: "must be a ws:// or wss:// URL" })
    .default(EDITOR_LINK_DEFAULT_URL),
  STORYFRAME_DOCUMENTATION_HOSTS: z
    .string()
    .regex(/^[A-Za-z0-9.-]+(\s*,\s*[A-Za-z0-9.-]+)*$/, "must be a comma-separated list of host names")
    .optional(),
  STORYFRAME_CHROMIUM_PATH: z.string().min(1, "must not be empty").optional(),
  STORYFRAME_EXPORT_CONCURRENCY: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 16")
    .max(16, "must be between 1 and 16")
    .default(1),
  STORYFRAME_EXPORT_TIMEOUT_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(10_000, "must be at least 10000")
    .default(600_000),
  STORYFRAME_EXPORT_RETENTION_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(60_000, "must be at least 60000")
    .default(3_600_000),
  STORYFRAME_SCHEDULER_INTERVAL_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 (no deliveries from this instance) or more")
    .default(30_000),
  STORYFRAME_SCHEDULE_LEASE_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1000, "must be at least 1000")
    .default(120_000),
  STORYFRAME_SCHEDULE_MAX_ATTEMPTS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 20")
    .max(20, "must be between 1 and 20")
    .default(5),
  STORYFRAME_SCHEDULE_RETRY_DELAY_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(100, "must be at least 100")
    .default(60_000),
  STORYFRAME_METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  STORYFRAME_METRICS_ALLOW: z
    .string()
    .transform((text, context) => {
      const allow = parseMetricsAllow(text);
      const message = "must be none or a comma-separated list of IP addresses and CIDR ranges";
      if (!allow) context.addIssue({ code: "custom", message });
      return allow ?? z.NEVER;
    })
    .default(parseMetricsAllow(DEFAULT_METRICS_ALLOW) ?? []),
  STORYFRAME_SHUTDOWN_DELAY_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(0),
  STORYFRAME_SHUTDOWN_GRACE_MS: z.coerce
    .number({ message: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(10_000),
  STORYFRAME_SECRETS_KEY: z
    .string()
    .transform((text, context) => {
      const key = decodeMasterKey(text);
      if (!key) context.addIssue({ code: "custom", message: MASTER_KEY_FORMAT });
      return key ?? z.NEVER;
    })
    .optional(),
});

/** Variables whose values an error message must not repeat. */
const secretVariables = new Set(["STORYFRAME_SECRETS_KEY", "STORYFRAME_SPEECH_API_KEY", "STORYFRAME_METRICS_TOKEN"]);
// A Redis URL may carry a password.
secretVariables.add("STORYFRAME_REDIS_URL");

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  /** The installation's Redis, shared by its instances for rate limits and cache invalidations (decision 085). */
  redisUrl: string | undefined;
  /** The canonical origin of this server: the embedded identity provider's issuer and e-mailed links use it. */
  publicUrl: string;
  identity: IdentityConfig;
  mail: { smtpUrl: string | undefined; from: string };
  data: DataConfig;
  environment: string;
  logLevel: z.infer<typeof environmentSchema>["STORYFRAME_LOG_LEVEL"];
  settingsCacheTtlMs: number;
  rateLimitPerMinute: number;
  userRateLimitPerMinute: number;
  trustProxy: boolean;
  seedDemo: boolean;
  webDir: string;
  contentDir: string;
  speech: SpeechConfig;
  /** The master key of the tenant secret store; without it, tenant secrets can be neither stored nor read. */
  secretsKey: MasterKey | undefined;
  editorLink: EditorLinkConfig;
  /** The delivery loop of scheduled deliveries (decision 080). */
  schedules: SchedulesConfig;
  export: ExportConfig;
  /** Graceful shutdown on SIGTERM and SIGINT (docs/deploy.md, decision 082). */
  shutdown: ShutdownConfig;
  /** Who may read `/metrics` (docs/metrics.md, decision 083). */
  metrics: MetricsAccessConfig;
};

/** How a signal ends the process: readiness answers 503 at once, then the listener closes, then the requests finish. */
type ShutdownConfig = {
  /** How long the instance keeps serving after readiness turned 503, for a load balancer to notice. */
  delayMs: number;
  /** How long requests in flight may take to finish once the listener closed; the rest are cut off. */
  graceMs: number;
};

/** How often an instance looks for due deliveries, how long it holds one, and how failures are retried. */
type SchedulesConfig = {
  intervalMs: number;
  leaseMs: number;
  maxAttempts: number;
  retryDelayMs: number;
};

/** Server-side export of storylines to PDF and PNG in headless Chromium (docs/export.md). */
export type ExportConfig = {
  /** The Chromium executable; undefined when none is configured or found, and exports are then unavailable. */
  chromiumPath: string | undefined;
  /** How many exports render at once on this instance; the others wait. */
  concurrency: number;
  /** The longest one export may take, waiting excluded. */
  timeoutMs: number;
  /** How long a finished export's file is kept for download. */
  retentionMs: number;
};

/** Where Debian and Ubuntu install Chromium: used when STORYFRAME_CHROMIUM_PATH is not set. */
const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/** The Canvas Debugger's link to a developer's editor (`storyframe dev`), as the client settings announce it. */
export type EditorLinkConfig = {
  /** The address the web app connects to: a port on the developer's own machine. */
  url: string;
  /** Host names (lower case) of the documentation host, where the link is not offered (platform-shell §6). */
  documentationHosts: string[];
};

/** The data engine's limits (handed to it as they are), where tenants' analytics files live, and the demo switch. */
type DataConfig = DataLimits & {
  analyticsDir: string;
  /** Applied to each tenant's embedded DuckDB database (one per tenant, so the bound is per tenant). */
  duckDb: DuckDbSettings;
  loadDemoData: boolean;
  /**
   * The PostgreSQL database of the demo tenant's planning data (scenarios, feedback, the maintenance plan, the
   * tonnes what-if, the site's POIs), which several instances share; undefined keeps it in the demo's embedded DuckDB (decision 086).
   */
  demoStoreUrl: string | undefined;
};

/**
 * The speech synthesis service narration uses. Each tenant's key is a tenant
 * secret; `apiKey` is the installation's, for tenants without their own.
 * Without either, the server answers 503 and browsers speak themselves.
 */
type SpeechConfig = {
  /** A secret: it stays on the server, never in answers or logs. */
  apiKey: string | undefined;
  apiUrl: string;
};

export type IdentityConfig = {
  /** Tokens are verified against this issuer; the embedded provider's unless an external one is configured. */
  issuer: string;
  embedded: boolean;
  /** The SPA's client id for an external issuer; embedded clients are per tenant. */
  externalClientId: string | undefined;
  jwksUrl: string | undefined;
  audience: string;
  algorithms: string[];
  emailClaim: string;
  nameClaim: string;
  accessTokenTtlSeconds: number;
};

/** Raised when the environment holds a bad value; its message names each variable. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}

/** Reads and validates the server configuration from environment variables. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? "environment");
      const got = secretVariables.has(variable) ? "value not shown" : `got ${JSON.stringify(present[variable] ?? "")}`;
      return `  ${variable} ${issue.message} (${got})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.STORYFRAME_DATA_DIR);
  const publicUrl = (e.STORYFRAME_PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  if (e.STORYFRAME_OIDC_ISSUER && !e.STORYFRAME_OIDC_CLIENT_ID) {
    throw new ConfigError(
      "Invalid configuration:\n  STORYFRAME_OIDC_CLIENT_ID must be set when STORYFRAME_OIDC_ISSUER names an external issuer",
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.STORYFRAME_DATABASE_URL
      ? { kind: "postgres", url: e.STORYFRAME_DATABASE_URL }
      : { kind: "sqlite", file: resolve(dataDir, "storyframe.sqlite") },
    redisUrl: e.STORYFRAME_REDIS_URL,
    publicUrl,
    identity: {
      issuer: e.STORYFRAME_OIDC_ISSUER?.replace(/\/+$/, "") ?? `${publicUrl}/oidc`,
      embedded: e.STORYFRAME_OIDC_ISSUER === undefined,
      externalClientId: e.STORYFRAME_OIDC_CLIENT_ID,
      jwksUrl: e.STORYFRAME_OIDC_JWKS_URL,
      audience: e.STORYFRAME_OIDC_AUDIENCE,
      algorithms: e.STORYFRAME_OIDC_ALGORITHMS.split(","),
      emailClaim: e.STORYFRAME_OIDC_EMAIL_CLAIM,
      nameClaim: e.STORYFRAME_OIDC_NAME_CLAIM,
      accessTokenTtlSeconds: e.STORYFRAME_ACCESS_TOKEN_TTL_SECONDS,
    },
    mail: { smtpUrl: e.STORYFRAME_SMTP_URL, from: e.STORYFRAME_MAIL_FROM },
    data: {
      analyticsDir: resolve(dataDir, "analytics"),
      timeoutMs: e.STORYFRAME_QUERY_TIMEOUT_MS,
      maxRows: e.STORYFRAME_QUERY_ROW_LIMIT,
      cacheTtlMs: e.STORYFRAME_QUERY_CACHE_TTL_MS,
      queryConcurrency: e.STORYFRAME_QUERY_CONCURRENCY,
      queryQueueLimit: e.STORYFRAME_QUERY_QUEUE_LIMIT,
      // By default half the tenant's, at least 1.
      userQueryConcurrency:
        e.STORYFRAME_QUERY_USER_CONCURRENCY ?? Math.max(1, Math.floor(e.STORYFRAME_QUERY_CONCURRENCY / 2)),
      userQueryQueueLimit: e.STORYFRAME_QUERY_USER_QUEUE_LIMIT,
      duckDb: {
        memoryLimit: e.STORYFRAME_DUCKDB_MEMORY_LIMIT.replace(/\s+/g, ""),
        threads: e.STORYFRAME_DUCKDB_THREADS,
      },
      loadDemoData: e.STORYFRAME_LOAD_DEMO_DATA,
      demoStoreUrl: e.STORYFRAME_DEMO_STORE_URL,
    },
    environment: e.STORYFRAME_ENVIRONMENT,
    logLevel: e.STORYFRAME_LOG_LEVEL,
    settingsCacheTtlMs: e.STORYFRAME_SETTINGS_CACHE_TTL_MS,
    rateLimitPerMinute: e.STORYFRAME_RATE_LIMIT_PER_MINUTE,
    userRateLimitPerMinute: e.STORYFRAME_USER_RATE_LIMIT_PER_MINUTE,
    trustProxy: e.STORYFRAME_TRUST_PROXY,
    seedDemo: e.STORYFRAME_SEED_DEMO,
    webDir: resolve(e.STORYFRAME_WEB_DIR ?? resolve(repositoryRoot, "packages/web/dist")),
    contentDir: resolve(e.STORYFRAME_CONTENT_DIR ?? resolve(repositoryRoot, "content")),
    speech: { apiKey: e.STORYFRAME_SPEECH_API_KEY, apiUrl: e.STORYFRAME_SPEECH_API_URL },
    secretsKey: e.STORYFRAME_SECRETS_KEY,
    editorLink: {
      url: e.STORYFRAME_EDITOR_LINK_URL,
      documentationHosts: (e.STORYFRAME_DOCUMENTATION_HOSTS ?? "")
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ""),
    },
    schedules: {
      intervalMs: e.STORYFRAME_SCHEDULER_INTERVAL_MS,
      leaseMs: e.STORYFRAME_SCHEDULE_LEASE_MS,
      maxAttempts: e.STORYFRAME_SCHEDULE_MAX_ATTEMPTS,
      retryDelayMs: e.STORYFRAME_SCHEDULE_RETRY_DELAY_MS,
    },
    export: {
      chromiumPath:
        e.STORYFRAME_CHROMIUM_PATH ?? (existsSync(DEFAULT_CHROMIUM_PATH) ? DEFAULT_CHROMIUM_PATH : undefined),
      concurrency: e.STORYFRAME_EXPORT_CONCURRENCY,
      timeoutMs: e.STORYFRAME_EXPORT_TIMEOUT_MS,
      retentionMs: e.STORYFRAME_EXPORT_RETENTION_MS,
    },
    metrics: { token: e.STORYFRAME_METRICS_TOKEN, allow: e.STORYFRAME_METRICS_ALLOW },
    shutdown: { delayMs: e.STORYFRAME_SHUTDOWN_DELAY_MS, graceMs: e.STORYFRAME_SHUTDOWN_GRACE_MS },
  };
}
