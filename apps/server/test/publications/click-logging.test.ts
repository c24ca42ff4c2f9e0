import { api } from '@app/contract';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventLog, type Flow, type User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication, type BuiltPublication } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';

const kit = usePublicationTestKit();

let flow: Flow;
let client: User;
let post: BuiltPublication;

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  client = await buildUser(db, { flow });
  post = await buildPublication(db, kit.taxonomy, {
    flows: [flow],
    videos: 1,
    items: [{ itemType: 'doc', doc: '/media/summary.pdf', docName: 'summary.pdf' }],
  });
});

describe('POST logging/publication/create/click-file|click-video|click-audio/', () => {
  it.each([
    [api.logClickFile, 'click_file'],
    [api.logClickVideo, 'click_video'],
    [api.logClickAudio, 'click_audio'],
  ])('%s stores the event and answers 201 { id }', async (url, eventType) => {
    const item = post.itemIds.at(-1) ?? 0;
    const body = { publication: post.publication.id, publication_item: item };
    const response = await kit.call('POST', url, client.id, body);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const [row] = await kit.database.db
      .select()
      .from(eventLog)
      .where(eq(eventLog.userId, client.id))
      .orderBy(desc(eventLog.id))
      .limit(1);
    expect(row).toMatchObject({ id, eventType, payload: body });
  });

  it('accepts a click without an item', async () => {
    const response = await kit.call('POST', api.logClickAudio, client.id, {
      publication: post.publication.id,
      publication_item: null,
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 404 for an invisible publication or a foreign item, 400 for a bad body, 401 without a token', async () => {
    const { db } = kit.database;
    const draft = await buildPublication(db, kit.taxonomy, { flows: [flow], status: 'draft' });
    const other = await buildPublication(db, kit.taxonomy, { flows: [flow] });
    const call = (body: unknown, userId: number | null = client.id) =>
      kit.call('POST', api.logClickFile, userId, body);
    expect((await call({ publication: draft.publication.id })).statusCode).toBe(404);
    const foreign = { publication: post.publication.id, publication_item: other.itemIds[0] };
    expect((await call(foreign)).statusCode).toBe(404);
    const bad = await call({ publication: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('publication');
    expect((await call({ publication: post.publication.id }, null)).statusCode).toBe(401);
  });
});
