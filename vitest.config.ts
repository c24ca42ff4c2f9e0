import { defineConfig } from 'vitest/config';
import {
  POSTGRES_MISSING_MESSAGE,
  findPostgresBinDir,
} from './apps/server/test/support/postgres-binaries.ts';

const serverTests = ['apps/server/**/*.test.ts'];
const postgresAvailable = findPostgresBinDir() !== undefined;
// Outside CI a machine without PostgreSQL still runs everything else, and says loudly what it
// skipped; under CI the global setup runs anyway and fails the run with the same message.
const skipPostgres = !postgresAvailable && process.env.CI !== 'true';
if (skipPostgres) console.warn(`\n[api-postgres] ${POSTGRES_MISSING_MESSAGE}\n`);

export default defineConfig({
  test: {
    // Two cores here and in CI: more workers only fight over them.
    maxWorkers: 2,
    reporters: ['default', './scripts/vitest-project-summary.ts'],
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: serverTests,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/support/global-pglite.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: skipPostgres
            ? ['apps/server/test/support/postgres-missing.notice.ts']
            : serverTests,
          environment: 'node',
          env: { TEST_DB: 'postgres' },
          globalSetup: skipPostgres ? [] : ['apps/server/test/support/global-postgres.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
