// The layers the linter keeps (README "Layout"): web app → features → shared, no feature importing
// another; server modules reach the database only through their own repos; functions short enough
// to read on one screen.
import { readdirSync } from 'node:fs';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const WEB = 'apps/web/src';
const MODULES = 'apps/server/src/modules';

const foldersOf = (path) =>
  readdirSync(new URL(`../../${path}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webZones = [
  {
    target: `${WEB}/shared`,
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'shared/ is the bottom layer: it imports only shared/.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features never import the app layer; the app composes them.',
  },
  ...foldersOf(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to shared/, or let a route in app/ compose them.',
  })),
];

const serverZones = foldersOf(MODULES).flatMap((module) =>
  foldersOf(MODULES)
    .filter((other) => other !== module)
    .map((other) => ({
      target: `${MODULES}/${module}`,
      from: `${MODULES}/${other}/*-repo.ts`,
      message: `Another module's repo is its own: call the ${other} module's service instead.`,
    })),
);

/** Value imports of the database outside a repo (types, such as `Db` passed down, are fine). */
const databaseOutsideRepos = {
  patterns: [
    {
      group: [
        'drizzle-orm',
        'drizzle-orm/*',
        '**/db/schema.ts',
        '**/db/tables/*',
        // The SQL pieces repos share: row scoping, full-text search, raw rows.
        '**/db/publication-scope.ts',
        '**/db/publication-audience.ts',
        '**/db/name-search.ts',
        '**/db/full-text-search.ts',
        '**/db/query-rows.ts',
      ],
      allowTypeImports: true,
      message: 'Only *-repo.ts files query the database: move the query into the module repo.',
    },
  ],
};

export const layerRules = [
  {
    files: [`${WEB}/**/*.{ts,tsx}`, `${MODULES}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...webZones, ...serverZones] }],
    },
  },
  {
    files: [`${MODULES}/**/*.ts`],
    ignores: ['**/*-repo.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', databaseOutsideRepos] },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', `${WEB}/test-support/**`],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true },
      ],
    },
  },
];
