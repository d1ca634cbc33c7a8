import { z } from 'zod';
import {
  singpassConfigOf,
  singpassEnvSchema,
  singpassProblems,
  type SingpassConfig,
} from './singpass-config';

const flag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads, one line each (see .env.example). */
const envSchema = z
  .object({
    /** Unset means production: development is chosen explicitly (`npm start`, `npm run dev`). */
    NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
    PORT: z.coerce.number().int().min(1).max(65535, 'must be a port number').default(3000),
    HOST: z.string().min(1).optional(),
    PUBLIC_URL: z
      .url({ message: 'must be an absolute URL such as https://preauth.example.sg' })
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce
      .number()
      .int()
      .min(0, 'must be 0 (no retry) or more seconds')
      .max(3600, 'must be at most 3600 seconds')
      .default(60),
    DATA_DIR: z.string().min(1).default('./data'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DEMO_DATA: flag.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    API_DOCS: flag.optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be a redis:// or rediss:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Pre-Authorisation Portal <no-reply@preauth.local>'),
    SMS_PROVIDER_URL: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .optional(),
    SMS_PROVIDER_TOKEN: z
      .string()
      .regex(
        /^[\x21-\x7e]+$/,
        'must be printable ASCII without spaces (it is sent as a bearer token)',
      )
      .optional(),
    SMS_SENDER_ID: z
      .string()
      .max(11, 'must be at most 11 characters, the limit of an alphanumeric sender id')
      .default('PreAuth'),
    TRUST_PROXY: flag.default(false),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce
      .number()
      .int()
      .min(0, 'must be 0 (no bound) or more')
      .max(100_000)
      .optional(),
    CLAMD_SOCKET: z.string().min(1).optional(),
    CLAMD_HOST: z.string().min(1).optional(),
    CLAMD_PORT: z.coerce.number().int().min(1).max(65535, 'must be a port number').optional(),
    WEB_DIST_DIR: z.string().min(1).optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
      )
      .optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region such as ap-southeast-1')
      .default('us-east-1'),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
      .optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
  })
  .extend(singpassEnvSchema.shape);

/** The S3 variables that mean nothing without S3_BUCKET. */
const S3_SETTINGS = [
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_FORCE_PATH_STYLE',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export type Env = z.infer<typeof envSchema>;

/** Used only outside production, where the server refuses to start without SESSION_SECRET. */
const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-not-for-production-use';

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | undefined }
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      /** How long start-up keeps trying to reach the database before it gives up. */
      connectTimeoutSeconds?: number;
    };

/** S3-compatible object storage for uploads. */
export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services; unset means AWS's own endpoint for the region. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** Unset means the SDK's default credential chain (environment, shared files, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** Outgoing text messages (SMS). */
export interface SmsConfig {
  /**
   * The HTTP SMS provider's endpoint. Unset means the local mailbox outside production; in
   * production the worker marks text messages failed ('no SMS provider configured').
   */
  providerUrl: string | undefined;
  /** Sent as `Authorization: Bearer …` when set. */
  providerToken: string | undefined;
  /** The sender id the recipient sees (at most 11 characters). */
  senderId: string;
}

/** Where clamd listens: a local socket, or a host and port. */
export type ClamdConfig = { socket: string } | { host: string; port: number };

/** Open connections one client address may hold when the portal is not behind a proxy. */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64;

export type NodeEnv = NonNullable<Env['NODE_ENV']>;

/** Where a development server listens unless HOST says otherwise: this machine only. */
export const LOOPBACK_HOST = '127.0.0.1';

export interface AppConfig {
  env: NodeEnv;
  isProduction: boolean;
  role: ProcessRole;
  port: number;
  host: string;
  publicUrl: string;
  database: DatabaseConfig;
  dataDir: string;
  sessionSecret: string;
  demoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** Serve the OpenAPI document and its browser at /api/docs. */
  apiDocs: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: SmsConfig;
  trustProxy: boolean;
  /**
   * Open connections one remote address may hold; 0 means no bound. Default 64, or 0 behind a
   * proxy (TRUST_PROXY), where every connection comes from the proxy.
   */
  maxConnectionsPerAddress: number;
  /** The virus scanner uploads go through; unset means no scan. */
  clamd: ClamdConfig | undefined;
  webDistDir: string | undefined;
  /** Where uploads are kept when set; otherwise the local disk under `dataDir`. */
  s3: S3Config | undefined;
  /** The Singpass relying party; undefined without SINGPASS_ISSUER outside development (503). */
  singpass: SingpassConfig | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

export interface LoadConfigOptions {
  /**
   * Development was chosen by the command (`--development`, as `npm start` and `npm run dev`
   * pass): NODE_ENV defaults to development instead of production. A NODE_ENV that is set wins.
   */
  development?: boolean;
  /** `--role=…` of the command: what this process runs (`PROCESS_ROLES`); unset means `all`. */
  role?: string;
}

/**
 * What one server process runs: `web` answers calls and runs no background work (`npm run serve`),
 * `worker` runs the background work and answers no calls (`npm run worker`), `all` runs both in
 * one process (`npm start`, the embedded database's only choice while another process holds it).
 */
export const PROCESS_ROLES = ['web', 'worker', 'all'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

function isProcessRole(value: string): value is ProcessRole {
  return (PROCESS_ROLES as readonly string[]).includes(value);
}

/** A production secret with fewer different characters than this is not random (e.g. 32 × "a"). */
const SESSION_SECRET_MIN_DISTINCT = 8;

/** The published development secret, or one a guess finds, is no secret: one line each. */
function sessionSecretProblems(secret: string): string[] {
  if (secret === DEVELOPMENT_SESSION_SECRET) {
    return ['SESSION_SECRET: is the published development secret; set a random value'];
  }
  if (new Set(secret).size < SESSION_SECRET_MIN_DISTINCT) {
    return [
      `SESSION_SECRET: must be random (fewer than ${SESSION_SECRET_MIN_DISTINCT} different characters)`,
    ];
  }
  return [];
}

/**
 * Reads the environment; throws a ConfigError naming each bad variable on its own line. Without
 * NODE_ENV (and without `development`) the server is production: it needs SESSION_SECRET and
 * DATABASE_URL, loads no demo data, serves no /dev pages and no /api/docs.
 */
export function loadConfig(source: NodeJS.ProcessEnv, options: LoadConfigOptions = {}): AppConfig {
  // An empty value (`FOO=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const nodeEnv: NodeEnv = env.NODE_ENV ?? (options.development ? 'development' : 'production');
  const isProduction = nodeEnv === 'production';
  const problems: string[] = [];
  if (isProduction) {
    // Said on each line: an unset NODE_ENV is the likely cause of the surprise.
    const unset = env.NODE_ENV ? '' : 'NODE_ENV is not set, which means production';
    if (!env.SESSION_SECRET) {
      problems.push(`SESSION_SECRET: is required in production${unset && ` (${unset})`}`);
    } else {
      problems.push(...sessionSecretProblems(env.SESSION_SECRET));
    }
    if (!env.DATABASE_URL) {
      problems.push(`DATABASE_URL: is required in production (PostgreSQL${unset && `; ${unset}`})`);
    }
  }
  if (env.SMS_PROVIDER_TOKEN && !env.SMS_PROVIDER_URL) {
    problems.push('SMS_PROVIDER_URL: is required with SMS_PROVIDER_TOKEN');
  }
  problems.push(...s3Problems(env, Object.keys(present)));
  if (env.CLAMD_SOCKET && env.CLAMD_HOST) {
    problems.push('CLAMD_SOCKET: cannot be set with CLAMD_HOST (choose the socket or the host)');
  }
  if (env.CLAMD_PORT && !env.CLAMD_HOST) {
    problems.push('CLAMD_HOST: is required with CLAMD_PORT');
  }
  problems.push(...singpassProblems(env, Object.keys(present), isProduction));
  const role = options.role ?? 'all';
  if (!isProcessRole(role)) {
    problems.push(`--role: must be ${PROCESS_ROLES.join(', ')} (got "${role}")`);
  }
  if (problems.length > 0 || !isProcessRole(role)) throw new ConfigError(problems);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: nodeEnv,
    isProduction,
    role,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? '0.0.0.0' : LOOPBACK_HOST),
    publicUrl,
    database: env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE,
          connectTimeoutSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
        }
      : { kind: 'pglite', dataDir: `${env.DATA_DIR}/pglite` },
    dataDir: env.DATA_DIR,
    sessionSecret: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
    demoData: env.DEMO_DATA ?? !isProduction,
    logLevel: env.LOG_LEVEL,
    apiDocs: env.API_DOCS ?? !isProduction,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    sms: {
      providerUrl: env.SMS_PROVIDER_URL,
      providerToken: env.SMS_PROVIDER_TOKEN,
      senderId: env.SMS_SENDER_ID,
    },
    trustProxy: env.TRUST_PROXY,
    maxConnectionsPerAddress:
      env.MAX_CONNECTIONS_PER_ADDRESS ??
      (env.TRUST_PROXY ? 0 : DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
    clamd: env.CLAMD_SOCKET
      ? { socket: env.CLAMD_SOCKET }
      : env.CLAMD_HOST
        ? { host: env.CLAMD_HOST, port: env.CLAMD_PORT ?? 3310 }
        : undefined,
    webDistDir: env.WEB_DIST_DIR,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
    singpass: singpassConfigOf(env, publicUrl, nodeEnv),
  };
}

/**
 * A key without its secret (or the reverse) is a mistake, not a request for the default chain;
 * S3 settings without a bucket would silently leave uploads on the local disk.
 */
function s3Problems(env: Env, given: string[]): string[] {
  const problems: string[] = [];
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY) {
    problems.push('S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID');
  }
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID) {
    problems.push('S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY');
  }
  const orphans = S3_SETTINGS.filter((name) => given.includes(name));
  if (!env.S3_BUCKET && orphans.length > 0) {
    problems.push(`S3_BUCKET: is required with ${orphans.join(', ')}`);
  }
  return problems;
}
