import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTaxonomy } from '../../../test/publications/publication-factories.ts';
import { createTestDatabase } from '../../../test/support/test-database.ts';
import type { Database } from '../../db/client.ts';
import { taxonomyIds } from './taxonomy-repo.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('taxonomyIds: the sections and feed groups by slug', () => {
  it('reads them again while some are missing, then keeps them', async () => {
    const empty = await taxonomyIds(database.db);
    expect(empty.sections.size + empty.groups.size).toBe(0);

    const built = await buildTaxonomy(database.db);
    const taxonomy = await taxonomyIds(database.db);
    expect(Object.fromEntries(taxonomy.sections)).toEqual(built.sections);
    expect(Object.fromEntries(taxonomy.groups)).toEqual(built.groups);
    expect(await taxonomyIds(database.db)).toBe(taxonomy);
  });
});
