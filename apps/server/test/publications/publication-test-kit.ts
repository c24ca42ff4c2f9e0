import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { bearer, createTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { buildTaxonomy, type Taxonomy } from './publication-factories.ts';

/** A test file's own database, app and taxonomy, and a way to call the API as a user. */
export interface PublicationTestKit {
  database: Database;
  t: TestApp;
  taxonomy: Taxonomy;
  /** Calls the API as the user (no Authorization header when `userId` is null). */
  call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    userId: number | null,
    body?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/** Sets up (beforeAll) and tears down (afterAll) a kit; its fields are ready inside tests. */
export function usePublicationTestKit(): PublicationTestKit {
  const kit = {} as PublicationTestKit;
  beforeAll(async () => {
    kit.database = await createTestDatabase();
    kit.t = await createTestApp(kit.database);
    kit.taxonomy = await buildTaxonomy(kit.database.db);
    kit.call = async (method, url, userId, body) =>
      kit.t.app.inject({
        method,
        url,
        headers: userId === null ? {} : await bearer(kit.t.tokens, userId),
        ...(body === undefined ? {} : { payload: body as object }),
      });
  });
  afterAll(async () => {
    await kit.t?.close();
    await kit.database?.close();
  });
  return kit;
}
