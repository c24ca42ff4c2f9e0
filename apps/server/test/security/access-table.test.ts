import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCESS_TABLE, fillPath, STATIC_ROUTES, type Outcome } from './access-table.ts';
import { ROLES, useSecurityWorld, type Method } from './security-world.ts';

const world = useSecurityWorld();

const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Every route the app registers, as `METHOD path`, read from Fastify's route tree
 * (printRoutes without common prefixes prints each node's full segment under its parent).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  for (const method of METHODS) {
    const stack: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false, method }).split('\n')) {
      const match = /^((?:[│ ] {3})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/u.exec(line);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      stack.length = depth;
      const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
      stack[depth] = path;
      if (match[3]?.split(', ').includes(method)) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

function matches(status: number, outcome: Outcome): boolean {
  return outcome === 'ok' ? status >= 200 && status < 300 : status === outcome;
}

describe('the access table', () => {
  it('has a row for every registered route and only registered routes', () => {
    const registered = registeredRoutes(world.t.app);
    const rows = ACCESS_TABLE.map((row) => `${row.method} ${row.path}`);
    const excluded = STATIC_ROUTES.map((path) => `GET ${path}`);
    expect(new Set(rows).size, 'one row per endpoint').toBe(rows.length);
    expect(
      registered.filter((route) => !rows.includes(route) && !excluded.includes(route)),
    ).toEqual([]);
    expect(rows.filter((route) => !registered.includes(route))).toEqual([]);
    for (const row of ACCESS_TABLE) {
      expect(world.t.app.hasRoute({ method: row.method, url: row.path }), row.path).toBe(true);
    }
    // The exclusions are real routes (the SPA's own '/*' exists only once the web app is built).
    for (const url of ['/', '/media/*']) {
      expect(world.t.app.hasRoute({ method: 'GET', url }), url).toBe(true);
    }
  });

  it('holds for every endpoint and every role', async () => {
    const failures: string[] = [];
    for (const row of ACCESS_TABLE) {
      for (const role of ROLES) {
        const { params, ...spec } = await row.request(world, role);
        const response = await world.call(row.method, fillPath(row.path, params), role, spec);
        const expected = row.expect[role];
        if (!matches(response.statusCode, expected)) {
          failures.push(
            `${row.method} ${row.path} as ${role}: ${response.statusCode}, expected ${expected}` +
              ` (${response.body.slice(0, 160)})`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
