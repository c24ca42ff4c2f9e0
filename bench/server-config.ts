import type { AppConfig } from '../apps/server/src/config.ts';
import webpush from 'web-push';
import { loadConfig } from '../apps/server/src/config.ts';

/** The web push identity of the bench's servers (production requires one). */
const BENCH_VAPID = webpush.generateVAPIDKeys();

/** What the bench's servers need to know: the cluster, the secrets and a scratch folder. */
export interface BenchServerEnv {
  /** '' for PGlite in dataDir. */
  databaseUrl: string;
  accessSecret: string;
  refreshSecret: string;
  dataDir: string;
}

/**
 * Our server's configuration as production would run it (real secrets, no demo provider),
 * read by the server's own loadConfig so the bench exercises the same checks.
 */
export function benchConfig(env: BenchServerEnv): AppConfig {
  return loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: env.databaseUrl,
    DATA_DIR: env.dataDir,
    JWT_ACCESS_SECRET: env.accessSecret,
    JWT_REFRESH_SECRET: env.refreshSecret,
    DEMO_PROVIDER: '0',
    SEED: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    // One bench client posts thousands of comments a minute.
    COMMENT_RATE_LIMIT: '1000000',
    VAPID_PUBLIC_KEY: BENCH_VAPID.publicKey,
    VAPID_PRIVATE_KEY: BENCH_VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:bench@localhost',
  });
}
