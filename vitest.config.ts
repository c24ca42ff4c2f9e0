import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import {
  POSTGRES_MISSING_MESSAGE,
  findPostgresBinDir,
} from './apps/server/test/support/postgres-binaries.ts';

const serverTests = ['apps/server/**/*.test.ts'];
const support = 'apps/server/test/support';

// Outside CI a machine without PostgreSQL still runs everything else, and says loudly what it
// skipped; under CI the global setup runs anyway and fails the run with the same message.
const skipPostgres = findPostgresBinDir() === undefined && process.env.CI !== 'true';
if (skipPostgres) console.warn(`\n[api-postgres] ${POSTGRES_MISSING_MESSAGE}\n`);

/**
 * The API tests on one database. Their files share nothing but imported modules (each makes its
 * own database), so they reuse their worker and the app loads once per worker, not per file;
 * such files must not vi.mock modules or change process-wide state.
 */
function apiProject(
  database: 'pglite' | 'postgres',
  include: string[],
  globalSetup: string[],
): TestProjectInlineConfiguration {
  return {
    test: {
      name: `api-${database}`,
      include,
      environment: 'node',
      env: { TEST_DB: database },
      globalSetup,
      isolate: false,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}

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
        test: {
          name: 'lint-rules',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
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
      apiProject('pglite', serverTests, [`${support}/global-pglite.ts`]),
      skipPostgres
        ? apiProject('postgres', [`${support}/postgres-missing.notice.ts`], [])
        : apiProject('postgres', serverTests, [`${support}/global-postgres.ts`]),
    ],
  },
});
