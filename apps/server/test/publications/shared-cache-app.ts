import { afterAll, beforeAll, expect } from 'vitest';
import type { ZodType } from 'zod';
import type { Flow, User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer, createTestApp, type TestApp, type TestAppOptions } from '../support/test-app.ts';
import type { PublicationTestKit } from './publication-test-kit.ts';

/** An app sharing what `caches` names, and two readers of one flow; ready inside tests. */
export interface SharedCacheApp {
  shared: TestApp;
  flow: Flow;
  reader: User;
  neighbour: User;
}

/**
 * Sets up (beforeAll) an app over the kit's database whose caches (`caches`: TTLs far longer
 * than any test runs) can only follow changes through the content version, never by expiry.
 */
export function useSharedCacheApp(kit: PublicationTestKit, caches: TestAppOptions): SharedCacheApp {
  const setup = {} as SharedCacheApp;
  beforeAll(async () => {
    setup.shared = await createTestApp(kit.database, caches);
    setup.flow = await buildFlow(kit.database.db);
    setup.reader = await buildUser(kit.database.db, { flow: setup.flow });
    setup.neighbour = await buildUser(kit.database.db, { flow: setup.flow });
  });
  afterAll(async () => {
    await setup.shared?.close();
  });
  return setup;
}

/** The shared app's 200 answer to a GET of `url` for the user, checked against `schema`. */
export async function getAs<T>(
  setup: SharedCacheApp,
  user: User,
  url: string,
  schema: ZodType<T>,
): Promise<T> {
  const response = await setup.shared.app.inject({
    method: 'GET',
    url,
    headers: await bearer(setup.shared.tokens, user.id),
  });
  expect(response.statusCode).toBe(200);
  return schema.parse(response.json());
}
