import path from 'node:path';
import { RETURN_REQUESTS_PER_HOUR } from '@wine/contract/returns';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const url = z.url();
const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL');
/** The store's clock (the nightly charge's 23:30) unless STORE_TIMEZONE says otherwise; the demo seed dates its order by it. */
export const DEFAULT_STORE_TIMEZONE = 'America/New_York';

/**
 * A backup's key (decision 0060): 32 random bytes as 64 hex digits or base64, e.g. `openssl rand -hex 32`.
 * Shared with --key-file, which holds the same text.
 */
export const backupKeyText = z
  .string()
  .transform((text, context): Buffer => {
    const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : /^[A-Za-z0-9+/]{43}=?$/.test(text) ? Buffer.from(text, 'base64') : undefined;
    if (key?.length === 32) return key;
    context.addIssue({ code: 'custom', message: 'must be 32 bytes: 64 hex digits or base64 (openssl rand -hex 32)' });
    return z.NEVER;
  });

/** Every environment variable the server reads, parsed once. An empty string counts as unset. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_REPLICA_URL: z
    .string()
    .transform((value) => value.split(',').map((part) => part.trim()).filter(Boolean))
    .pipe(z.array(postgresUrl).min(1, 'must be one or more postgres:// URLs, separated by commas'))
    .optional(),
  REPLICA_MAX_LAG_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  DATABASE_DEADLINE_SCALE: z.coerce.number().min(1).max(100).default(1),
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: url.optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  BACKUP_TO: z
    .string()
    .regex(/^(s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?|[^:]+)$/, 'must be a folder or an s3://bucket/prefix address')
    .optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_KEY: backupKeyText.optional(),
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day, HH:MM (24-hour)')
    .default('03:00'),
  DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  DRAIN_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SEED: z.enum(['demo', 'none']).default('demo'),
  PUBLIC_ORIGIN: url.optional(),
  CORS_ORIGIN: url.optional(),
  WEB_DIST: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).default('Sommlike <no-reply@sommlike.test>'),
  SUPPORT_EMAIL: z.email().default('support@sommlike.test'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_JWKS_URL: url.default('https://www.googleapis.com/oauth2/v3/certs'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  AUTH_NEW_CLIENTS_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  RETURN_REQUEST_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(RETURN_REQUESTS_PER_HOUR),
  STORE_TIMEZONE: z.string().min(1).default(DEFAULT_STORE_TIMEZONE),
  PAYMENTS_PROVIDER: z.enum(['test', 'stripe']).default('test'),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_...)').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_...)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_...)').optional(),
  STRIPE_API_BASE: url.optional(),
  CARD_VERIFICATION_AMOUNT_CENTS: z.coerce.number().int().min(50).max(10_000).default(100),
});

export type Env = z.input<typeof schema>;

/** The names of every variable the server reads (deploy files and the README are checked against them). */
export const CONFIG_VARIABLES = Object.keys(schema.shape) as (keyof Env)[];

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  databaseUrl: string | undefined;
  /** Read replicas of DATABASE_URL for public reads (db/replicas.ts); empty without DATABASE_REPLICA_URL. */
  replicaUrls: string[];
  /** A replica further behind the primary than this serves no reads. */
  replicaMaxLagMs: number;
  /** Multiplies the database deadlines (db/client.ts): 1, or more on a machine busy with other work. */
  databaseDeadlineScale: number;
  media: MediaStoreConfig;
  /** The S3 store's address and keys: the media bucket's, and a backup's to an s3:// address. */
  s3: S3Connection;
  /**
   * The nightly backup (backup/nightly.ts): into `to` (a folder or s3://bucket/prefix) once a day after
   * `time` in the store's time zone, keeping the newest `keep` entries; off without BACKUP_TO.
   */
  backup: { to: string | undefined; keep: number; time: { hour: number; minute: number }; key: Buffer | undefined };
  /**
   * On SIGTERM: for `graceMs` the readiness answer is 503 while requests are still served, so that
   * the load balancer stops sending new ones; then requests in flight get `timeoutMs` to finish.
   */
  drain: { graceMs: number; timeoutMs: number };
  seed: 'demo' | 'none';
  publicOrigin: string;
  /** Whether PUBLIC_ORIGIN was set: otherwise publicOrigin is this machine's default, which a job takes from the shop (decision 0044). */
  publicOriginConfigured: boolean;
  corsOrigin: string;
  webDist: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  /** Bearer token of GET /metrics (Prometheus); unset, the shop serves no metrics. */
  metricsToken: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  google: { clientId: string | undefined; jwksUrl: string };
  redisUrl: string | undefined;
  authRateLimitMax: number;
  /**
   * Registration and password-reset calls per account (email) in ACCOUNT_LIMIT_WINDOW (plugins/security.ts);
   * sign-ins per account and client address.
   */
  authAccountRateLimitMax: number;
  /** Sign-ins per account in ACCOUNT_LIMIT_WINDOW from all the client addresses that never signed in to it (docs/decisions/0023). */
  authNewClientsRateLimitMax: number;
  /** Return requests per hour and account: each mails the retailer's staff and the shopper. */
  returnRequestRateLimitMax: number;
  storeTimezone: string;
  payments: {
    provider: 'test' | 'stripe';
    /** Set when the provider is stripe. */
    stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string | undefined } | undefined;
    verificationAmountCents: number;
  };
}

export interface S3Connection {
  region: string;
  /** An S3-compatible store's address; unset means AWS S3. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's own chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Where uploaded and demo images are kept: the data directory, or an S3 bucket. */
export type MediaStoreConfig = { kind: 'local' } | ({ kind: 's3'; bucket: string } & S3Connection);

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.keys(schema.shape).flatMap((key) => {
      const value = source[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  try {
    if (env.STORE_TIMEZONE) new Intl.DateTimeFormat('en-US', { timeZone: env.STORE_TIMEZONE });
  } catch {
    throw new ConfigError(`Invalid configuration:\n  STORE_TIMEZONE: unknown time zone "${env.STORE_TIMEZONE}"`);
  }
  if (env.PAYMENTS_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((key) => !env[key]);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration:\n${missing.map((key) => `  ${key}: required when PAYMENTS_PROVIDER=stripe`).join('\n')}`);
    }
  }
  if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  DATABASE_REPLICA_URL: needs DATABASE_URL (the primary the replicas follow)');
  }
  if (env.MEDIA_STORE === 's3' && !env.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when MEDIA_STORE=s3');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither');
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const s3: S3Connection = {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
  };
  const [backupHour, backupMinute] = env.BACKUP_TIME.split(':').map(Number) as [number, number];
  const publicOrigin = (env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseUrl: env.DATABASE_URL,
    replicaUrls: env.DATABASE_REPLICA_URL ?? [],
    replicaMaxLagMs: env.REPLICA_MAX_LAG_MS,
    databaseDeadlineScale: env.DATABASE_DEADLINE_SCALE,
    media: env.MEDIA_STORE === 's3' ? { kind: 's3', bucket: env.S3_BUCKET!, ...s3 } : { kind: 'local' },
    s3,
    backup: { to: env.BACKUP_TO, keep: env.BACKUP_KEEP, time: { hour: backupHour, minute: backupMinute }, key: env.BACKUP_KEY },
    drain: { graceMs: env.DRAIN_GRACE_MS, timeoutMs: env.DRAIN_TIMEOUT_MS },
    seed: env.SEED,
    publicOrigin,
    publicOriginConfigured: env.PUBLIC_ORIGIN !== undefined,
    corsOrigin: (env.CORS_ORIGIN ?? publicOrigin).replace(/\/$/, ''),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    google: { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL },
    redisUrl: env.REDIS_URL,
    authRateLimitMax: env.AUTH_RATE_LIMIT_MAX,
    authAccountRateLimitMax: env.AUTH_ACCOUNT_RATE_LIMIT_MAX,
    authNewClientsRateLimitMax: env.AUTH_NEW_CLIENTS_RATE_LIMIT_MAX,
    returnRequestRateLimitMax: env.RETURN_REQUEST_RATE_LIMIT_MAX,
    storeTimezone: env.STORE_TIMEZONE,
    payments: {
      provider: env.PAYMENTS_PROVIDER,
      stripe:
        env.PAYMENTS_PROVIDER === 'stripe'
          ? {
              secretKey: env.STRIPE_SECRET_KEY!,
              publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
              apiBase: env.STRIPE_API_BASE,
            }
          : undefined,
      verificationAmountCents: env.CARD_VERIFICATION_AMOUNT_CENTS,
    },
  };
}
