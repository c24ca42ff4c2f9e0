import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { TEST_SECRETS } from '../support/test-app.ts';

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
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir, DEMO_PROVIDER: '0' };
    expect(() => loadConfig(env)).toThrow(/JWT_ACCESS_SECRET must be set/);
    expect(() => loadConfig({ ...env, JWT_ACCESS_SECRET: 'short' })).toThrow(/at least 32/);
    const withJwks = loadConfig({ ...env, JWT_JWKS_URL: 'https://id.example.com/jwks.json' });
    expect(withJwks.jwt).toEqual({
      accessSecret: undefined,
      refreshSecret: undefined,
      jwksUrl: 'https://id.example.com/jwks.json',
    });
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
  ])('rejects %s=%s with a clear message', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, [name]: value })).toThrow(
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
});
