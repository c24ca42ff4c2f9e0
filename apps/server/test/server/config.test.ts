import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { TEST_SECRETS, TEST_VAPID } from '../support/test-app.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'config-test-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has working defaults for a newcomer', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      dataDir,
      databaseUrl: undefined,
      uploadDir: path.join(dataDir, 'uploads'),
      mediaBaseUrl: '/media',
      apiOrigin: '',
      mainSiteOrigin: '',
      demoProvider: true,
      seedOnStart: true,
      tokenRateLimit: 30,
      media: { kind: 'local' },
      databaseLimits: { poolSize: 10, queryTimeoutMs: 10_000, idleInTransactionTimeoutMs: 10_000 },
      metricsToken: undefined,
      shutdownGraceMs: 5000,
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('generates missing secrets once per data directory and keeps them', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwt.accessSecret).toHaveLength(64);
    expect(first.jwt.refreshSecret).not.toBe(first.jwt.accessSecret);
    expect(second.jwt).toEqual(first.jwt);
    const stored: unknown = JSON.parse(await readFile(path.join(dataDir, 'secrets.json'), 'utf8'));
    expect(stored).toEqual({
      accessSecret: first.jwt.accessSecret,
      refreshSecret: first.jwt.refreshSecret,
    });
  });

  it('refuses the demo provider under NODE_ENV=production', () => {
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, ...TEST_SECRETS };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/ALLOW_DEMO_PROVIDER=1/);
    expect(loadConfig({ ...env, ALLOW_DEMO_PROVIDER: '1' }).demoProvider).toBe(true);
    expect(loadConfig({ ...env, DEMO_PROVIDER: '0' }).demoProvider).toBe(false);
  });

  it('requires real secrets under production instead of generating them', () => {
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, DEMO_PROVIDER: '0', ...TEST_VAPID };
    expect(() => loadConfig(env)).toThrow(/JWT_ACCESS_SECRET must be set/);
    expect(() => loadConfig({ ...env, JWT_ACCESS_SECRET: 'short' })).toThrow(/at least 32/);
    const withJwks = loadConfig({ ...env, JWT_JWKS_URL: 'https://id.example.com/jwks.json' });
    expect(withJwks.jwt).toEqual({
      accessSecret: undefined,
      refreshSecret: undefined,
      jwksUrl: 'https://id.example.com/jwks.json',
    });
  });

  it('generates the VAPID keys once outside production, and requires all three in production', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(first.push.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(loadConfig({ DATA_DIR: dataDir }).push.vapid).toEqual(first.push.vapid);
    const stored: unknown = JSON.parse(await readFile(path.join(dataDir, 'vapid.json'), 'utf8'));
    expect(stored).toEqual({
      publicKey: first.push.vapid.publicKey,
      privateKey: first.push.vapid.privateKey,
    });
    expect(first.push.allowLoopback).toBe(true);
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DEMO_PROVIDER: '0',
      JWT_ACCESS_SECRET: TEST_SECRETS.JWT_ACCESS_SECRET,
    };
    expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY/);
    const { VAPID_SUBJECT: _subject, ...withoutSubject } = TEST_VAPID;
    expect(() => loadConfig({ ...production, ...withoutSubject })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ ...production, ...TEST_VAPID, VAPID_PUBLIC_KEY: 'short' })).toThrow(
      ConfigError,
    );
    const push = loadConfig({
      ...production,
      ...TEST_VAPID,
      PUSH_ALLOWED_ORIGINS: 'https://push.example.org, *.push.example.net',
    }).push;
    expect(push.allowLoopback).toBe(false);
    expect(push.allowedOrigins).toEqual(['https://push.example.org', '*.push.example.net']);
  });

  it('does not let the demo provider run against a real provider’s key set', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, JWT_JWKS_URL: 'https://id.example.com/jwks.json' }),
    ).toThrow(/DEMO_PROVIDER=0/);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SEED', 'maybe'],
    ['API_ORIGIN', 'not a url'],
    ['MAIN_SITE_ORIGIN', 'ftp://example.com'],
    ['JWT_JWKS_URL', '/relative'],
    ['MEDIA_STORAGE', 'ftp'],
    ['S3_BUCKET', ''],
    ['DATABASE_POOL_SIZE', '0'],
    ['DB_QUERY_TIMEOUT_MS', 'soon'],
    ['SHUTDOWN_GRACE_MS', '-1'],
  ])('rejects %s=%s with a clear message', (name, value) => {
    const s3 = name.startsWith('S3_') ? { MEDIA_STORAGE: 's3' } : {};
    expect(() => loadConfig({ DATA_DIR: dataDir, ...s3, [name]: value })).toThrow(
      new RegExp(`^${name} must`),
    );
  });

  it('reads origins, flags and paths from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '9000',
      API_ORIGIN: 'https://api.example.com/',
      MAIN_SITE_ORIGIN: 'https://example.com',
      MEDIA_BASE_URL: 'https://cdn.example.com/media/',
      SEED: '0',
      DATABASE_URL: 'postgres://app@db/app',
      ...TEST_SECRETS,
    });
    expect(config).toMatchObject({
      port: 9000,
      apiOrigin: 'https://api.example.com',
      mainSiteOrigin: 'https://example.com',
      mediaBaseUrl: 'https://cdn.example.com/media',
      seedOnStart: false,
      databaseUrl: 'postgres://app@db/app',
    });
  });

  it('never seeds demo users into a production database unless asked', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      DEMO_PROVIDER: '0',
      JWT_ACCESS_SECRET: TEST_SECRETS.JWT_ACCESS_SECRET,
      ...TEST_VAPID,
    };
    expect(loadConfig(production).seedOnStart).toBe(false);
    expect(loadConfig({ ...production, SEED: '1' }).seedOnStart).toBe(true);
  });

  it('reads the S3 storage, database bounds, metrics token and grace period', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      MEDIA_STORAGE: 'S3',
      S3_BUCKET: 'uploads',
      S3_REGION: 'eu-central-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      DATABASE_POOL_SIZE: '20',
      DB_QUERY_TIMEOUT_MS: '3000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '4000',
      METRICS_TOKEN: 'scrape',
      SHUTDOWN_GRACE_MS: '0',
    });
    expect(config).toMatchObject({
      media: {
        kind: 's3',
        bucket: 'uploads',
        region: 'eu-central-1',
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
      databaseLimits: { poolSize: 20, queryTimeoutMs: 3000, idleInTransactionTimeoutMs: 4000 },
      metricsToken: 'scrape',
      shutdownGraceMs: 0,
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/set together/);
  });
});
