import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PushConfigError, readPushConfig, type PushConfig } from './modules/push/push-config.ts';

/** Everything the server reads from its environment, validated once at start-up. */
export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  logLevel: string;
  dataDir: string;
  /** Set: node-postgres against this server; unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  uploadDir: string;
  /** Public base of uploaded files: a path on this server or an absolute URL (object storage). */
  mediaBaseUrl: string;
  webDistDir: string;
  /** Content-API origin the SPA calls; '' = the origin that served the SPA. */
  apiOrigin: string;
  /** Sign-in provider ("main site") origin; '' = the origin that served the SPA. */
  mainSiteOrigin: string;
  /** Origin of the SPA that the sign-in redirect may return to; '' = the stand-in's own origin. */
  spaOrigin: string;
  /** Behind a load balancer: take the client address and scheme from X-Forwarded-* headers. */
  trustProxy: boolean;
  jwt: {
    /** HS256 secret of access tokens; unset only when jwksUrl verifies them. */
    accessSecret: string | undefined;
    /** HS256 secret of refresh tokens; only the demo provider signs them. */
    refreshSecret: string | undefined;
    /** The real provider's key set: access tokens are then verified with RS256/ES256. */
    jwksUrl: string | undefined;
  };
  demoProvider: boolean;
  /** Seed the demo data at start when the database is empty. */
  seedOnStart: boolean;
  /** Requests per minute and client address on each token endpoint. */
  tokenRateLimit: number;
  /** Comments a user may post per minute (COMMENT_RATE_LIMIT, default 10). */
  commentRateLimit: number;
  /** Run the schedule worker in this process (SCHEDULER, default on). */
  scheduler: boolean;
  /** Pause between two polls of the schedule worker (SCHEDULER_INTERVAL_MS, default 5000). */
  schedulerIntervalMs: number;
  /** Run the push worker (sending queued push messages) in this process. */
  pushWorker: boolean;
  /** Where uploads are stored: the local disk (UPLOAD_DIR) or an S3-compatible bucket. */
  media: MediaStorageConfig;
  /** Bounds and sizing of the PostgreSQL connection pool (PGlite ignores them). */
  databaseLimits: DatabaseLimits;
  /** Bearer token required on /metrics (METRICS_TOKEN); unset: /metrics is open. */
  metricsToken: string | undefined;
  /** After SIGTERM, how long new connections are still accepted (SHUTDOWN_GRACE_MS, default 5000). */
  shutdownGraceMs: number;
  /** Web push: the VAPID identity and the push services subscriptions may use. */
  push: PushConfig;
}

/** MEDIA_STORAGE and its S3_* settings. */
export type MediaStorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Endpoint of a non-AWS service (S3_ENDPOINT); unset: AWS itself. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset: the SDK's default credential chain (instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

/** DATABASE_POOL_SIZE, DB_QUERY_TIMEOUT_MS, DB_IDLE_IN_TRANSACTION_TIMEOUT_MS. */
export interface DatabaseLimits {
  poolSize: number;
  /** statement_timeout on the server and the client-side query timeout. */
  queryTimeoutMs: number;
  /** idle_in_transaction_session_timeout. */
  idleInTransactionTimeoutMs: number;
}

/** A configuration the server refuses to start with; the message says what to change. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

const SECRETS_FILE = 'secrets.json';
const MIN_SECRET_LENGTH = 32;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Reads and validates the configuration. Outside production, missing JWT secrets are generated
 * once per data directory and kept in `<dataDir>/secrets.json`, so tokens survive restarts.
 * @throws ConfigError when a value is invalid or the combination is unsafe.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const jwksUrl = optionalUrl(env, 'JWT_JWKS_URL');
  const demoProvider = readDemoProvider(env, production, jwksUrl);
  const jwt = readSecrets(env, { production, dataDir, jwksUrl, demoProvider });

  return {
    port: readInteger(env, 'PORT', 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    nodeEnv,
    logLevel: env.LOG_LEVEL || 'info',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    uploadDir: path.resolve(env.UPLOAD_DIR || path.join(dataDir, 'uploads')),
    mediaBaseUrl: (env.MEDIA_BASE_URL || '/media').replace(/\/+$/, ''),
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    apiOrigin: readOrigin(env, 'API_ORIGIN'),
    mainSiteOrigin: readOrigin(env, 'MAIN_SITE_ORIGIN'),
    spaOrigin: readOrigin(env, 'SPA_ORIGIN'),
    trustProxy: readFlag(env, 'TRUST_PROXY', false),
    jwt,
    demoProvider,
    // A production database is never filled with demo users by accident.
    seedOnStart: readFlag(env, 'SEED', !production),
    tokenRateLimit: readInteger(env, 'TOKEN_RATE_LIMIT', 30, 1, 1_000_000),
    commentRateLimit: readInteger(env, 'COMMENT_RATE_LIMIT', 10, 1, 1_000_000),
    scheduler: readFlag(env, 'SCHEDULER', true),
    schedulerIntervalMs: readInteger(env, 'SCHEDULER_INTERVAL_MS', 5000, 100, 3_600_000),
    pushWorker: readFlag(env, 'PUSH_WORKER', true),
    media: readMediaStorage(env),
    databaseLimits: {
      poolSize: readInteger(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
      queryTimeoutMs: readInteger(env, 'DB_QUERY_TIMEOUT_MS', 10_000, 100, 3_600_000),
      idleInTransactionTimeoutMs: readInteger(
        env,
        'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        10_000,
        100,
        3_600_000,
      ),
    },
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownGraceMs: readInteger(env, 'SHUTDOWN_GRACE_MS', 5000, 0, 600_000),
    push: readPush(env, production, dataDir),
  };
}

function readMediaStorage(env: Env): MediaStorageConfig {
  const kind = env.MEDIA_STORAGE?.trim().toLowerCase() || 'local';
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new ConfigError(`MEDIA_STORAGE must be local or s3, got "${kind}".`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new ConfigError('S3_BUCKET must be set when MEDIA_STORAGE=s3.');
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all.',
    );
  }
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: optionalUrl(env, 'S3_ENDPOINT'),
    forcePathStyle: readFlag(env, 'S3_FORCE_PATH_STYLE', false),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function readDemoProvider(env: Env, production: boolean, jwksUrl: string | undefined): boolean {
  const allowed = readFlag(env, 'ALLOW_DEMO_PROVIDER', false);
  const wanted = allowed || readFlag(env, 'DEMO_PROVIDER', true);
  if (!wanted) return false;
  if (production && !allowed) {
    throw new ConfigError(
      'The demo sign-in provider lets anyone sign in as staff, so it is refused under NODE_ENV=production: ' +
        'set DEMO_PROVIDER=0 and configure the real provider (JWT_JWKS_URL or JWT_ACCESS_SECRET), ' +
        'or ALLOW_DEMO_PROVIDER=1 to run it anyway.',
    );
  }
  if (jwksUrl) {
    throw new ConfigError(
      'JWT_JWKS_URL verifies the real provider’s tokens, which the demo provider cannot sign: set DEMO_PROVIDER=0.',
    );
  }
  return true;
}

interface SecretNeeds {
  production: boolean;
  dataDir: string;
  jwksUrl: string | undefined;
  demoProvider: boolean;
}

function readSecrets(env: Env, needs: SecretNeeds): AppConfig['jwt'] {
  const secrets = [
    { name: 'JWT_ACCESS_SECRET', key: 'accessSecret', required: !needs.jwksUrl },
    { name: 'JWT_REFRESH_SECRET', key: 'refreshSecret', required: needs.demoProvider },
  ] as const;
  const missing = secrets.filter((secret) => secret.required && !env[secret.name]);
  if (missing.length > 0 && needs.production) {
    const names = missing.map((secret) => secret.name).join(' and ');
    throw new ConfigError(`${names} must be set under NODE_ENV=production.`);
  }
  const stored = missing.length > 0 ? readOrCreateStoredSecrets(needs.dataDir) : undefined;
  const [accessSecret, refreshSecret] = secrets.map((secret) => {
    const value = env[secret.name] || (secret.required ? stored?.[secret.key] : undefined);
    if (value !== undefined && value.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(
        `${secret.name} must be at least ${MIN_SECRET_LENGTH} characters long.`,
      );
    }
    return value;
  });
  return { accessSecret, refreshSecret, jwksUrl: needs.jwksUrl };
}

interface StoredSecrets {
  accessSecret: string;
  refreshSecret: string;
}

function readOrCreateStoredSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, SECRETS_FILE);
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isStoredSecrets(parsed)) return parsed;
    throw new ConfigError(
      `${file} is not a valid secrets file: delete it to generate new secrets.`,
    );
  }
  const secrets = {
    accessSecret: randomBytes(48).toString('base64url'),
    refreshSecret: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function isStoredSecrets(value: unknown): value is StoredSecrets {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.accessSecret === 'string' && typeof record.refreshSecret === 'string';
}

function readPush(env: Env, production: boolean, dataDir: string): PushConfig {
  try {
    return readPushConfig(env, { production, dataDir });
  } catch (error) {
    if (error instanceof PushConfigError) throw new ConfigError(error.message);
    throw error;
  }
}

function readFlag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${env[name]}".`);
}

function readInteger(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}".`);
  }
  return value;
}

function optionalUrl(env: Env, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  if (!URL.canParse(raw)) throw new ConfigError(`${name} must be an absolute URL, got "${raw}".`);
  return raw;
}

function readOrigin(env: Env, name: string): string {
  const raw = env[name];
  if (!raw) return '';
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.origin === 'null') {
    throw new ConfigError(
      `${name} must be an http(s) origin such as https://example.com, got "${raw}".`,
    );
  }
  return url.origin;
}
