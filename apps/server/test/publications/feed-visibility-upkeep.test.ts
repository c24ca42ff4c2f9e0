import { api, type FeedListResponse } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicationFlows, publications } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer, createTestApp } from '../support/test-app.ts';
import { buildPublication } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';

const kit = usePublicationTestKit();

async function flowsOf(id: number): Promise<{ forAll: boolean; flowIds: number[] } | undefined> {
  const [row] = await kit.database.db
    .select({ forAll: publications.forAllFlows, flowIds: publications.flowIds })
    .from(publications)
    .where(eq(publications.id, id));
  return row;
}

describe('publications.for_all_flows and flow_ids', () => {
  it('follow publication_flows through inserts, updates and deletes', async () => {
    const { db } = kit.database;
    const [a, b, c] = [await buildFlow(db), await buildFlow(db), await buildFlow(db)];
    const { id } = (await buildPublication(db, kit.taxonomy)).publication;
    const other = (await buildPublication(db, kit.taxonomy)).publication.id;
    expect(await flowsOf(id)).toEqual({ forAll: true, flowIds: [] });
    await db.insert(publicationFlows).values([
      { publicationId: id, flowId: b.id },
      { publicationId: id, flowId: a.id },
      { publicationId: other, flowId: c.id },
    ]);
    expect(await flowsOf(id)).toEqual({ forAll: false, flowIds: [a.id, b.id] });
    expect(await flowsOf(other)).toEqual({ forAll: false, flowIds: [c.id] });
    await db.delete(publicationFlows).where(eq(publicationFlows.flowId, a.id));
    expect(await flowsOf(id)).toEqual({ forAll: false, flowIds: [b.id] });
    // One statement moving a row changes both publications.
    await db
      .update(publicationFlows)
      .set({ publicationId: other })
      .where(eq(publicationFlows.flowId, b.id));
    expect(await flowsOf(id)).toEqual({ forAll: true, flowIds: [] });
    expect(await flowsOf(other)).toEqual({ forAll: false, flowIds: [b.id, c.id] });
    await db
      .update(publicationFlows)
      .set({ flowId: a.id })
      .where(eq(publicationFlows.flowId, c.id));
    expect(await flowsOf(other)).toEqual({ forAll: false, flowIds: [a.id, b.id] });
    await db.delete(publicationFlows).where(eq(publicationFlows.publicationId, other));
    expect(await flowsOf(other)).toEqual({ forAll: true, flowIds: [] });
  });

  it('keeps a publication of another flow out of the feed once its flows are set', async () => {
    const { db } = kit.database;
    const [mine, other] = [await buildFlow(db), await buildFlow(db)];
    const reader = await buildUser(db, { flow: mine });
    const { id } = (await buildPublication(db, kit.taxonomy)).publication;
    const feedIds = async (): Promise<number[]> => {
      const response = await kit.call('GET', api.feedList, reader.id);
      return response.json<FeedListResponse>().results.map((p) => p.id);
    };
    expect(await feedIds()).toContain(id);
    await db.insert(publicationFlows).values({ publicationId: id, flowId: other.id });
    expect(await feedIds()).not.toContain(id);
  });
});

describe('count_by_group cache', () => {
  it('reuses the plain feed counts for the TTL, counts searches fresh', async () => {
    const { db } = kit.database;
    const flow = await buildFlow(db);
    const reader = await buildUser(db, { flow });
    const cached = await createTestApp(kit.database, { countCacheTtlMs: 60_000 });
    try {
      const feed = async (query = ''): Promise<FeedListResponse> => {
        const response = await cached.app.inject({
          method: 'GET',
          url: `${api.feedList}${query}`,
          headers: await bearer(cached.tokens, reader.id),
        });
        expect(response.statusCode).toBe(200);
        return response.json<FeedListResponse>();
      };
      const before = (await feed()).count_by_group.physical_transformation;
      await buildPublication(db, kit.taxonomy, { flows: [flow], title: 'Кешированная заметка' });
      const after = await feed();
      expect(after.count_by_group.physical_transformation).toBe(before);
      expect(after.results.length).toBeGreaterThan(0);
      const search = await feed('?full_text_search=Кешированная');
      expect(search.count_by_group.physical_transformation).toBe(1);
    } finally {
      await cached.close();
    }
  });
});
