import { api } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventLog, wikiPages, type User } from '../../src/db/schema.ts';
import { buildUser } from '../support/factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';

const kit = usePublicationTestKit();
const db = () => kit.database.db;

let user: User;
let pageId: number;

beforeAll(async () => {
  user = await buildUser(db());
  const [page] = await db()
    .insert(wikiPages)
    .values({ title: 'Тренировки', logJump: true })
    .returning();
  if (!page) throw new Error('no wiki page');
  pageId = page.id;
});

const eventsOf = (userId: number) =>
  db().select().from(eventLog).where(eq(eventLog.userId, userId)).orderBy(eventLog.id);

describe('POST /api/v1/logging/wiki/create/go-to-tab/', () => {
  it('stores a wiki_go_to_tab event with the user and the page, and answers 201 { id }', async () => {
    const response = await kit.call('POST', api.logWikiGoToTab, user.id, {
      wiki_page_id: pageId,
      extra: 'dropped',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number) });
    const events = await eventsOf(user.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: response.json<{ id: number }>().id,
      eventType: 'wiki_go_to_tab',
      payload: { wiki_page_id: pageId },
    });
  });

  it('answers 404 for an unknown page and stores nothing', async () => {
    const someone = await buildUser(db());
    const response = await kit.call('POST', api.logWikiGoToTab, someone.id, {
      wiki_page_id: 2_000_000_000,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect(await eventsOf(someone.id)).toEqual([]);
  });

  it('answers 400 with field errors for bad bodies and stores nothing', async () => {
    const someone = await buildUser(db());
    const bodies: [unknown, string][] = [
      [{}, 'wiki_page_id'],
      [{ wiki_page_id: String(pageId) }, 'wiki_page_id'],
      [{ wiki_page_id: 0 }, 'wiki_page_id'],
      [{ wiki_page_id: -1 }, 'wiki_page_id'],
      [{ wiki_page_id: 1.5 }, 'wiki_page_id'],
      [{ wiki_page_id: null }, 'wiki_page_id'],
      [{ wiki_page_id: 3_000_000_000 }, 'wiki_page_id'],
      [[pageId], 'non_field_errors'],
    ];
    for (const [body, field] of bodies) {
      const response = await kit.call('POST', api.logWikiGoToTab, someone.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json<object>()), JSON.stringify(body)).toEqual([field]);
    }
    expect(await eventsOf(someone.id)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const response = await kit.call('POST', api.logWikiGoToTab, null, { wiki_page_id: pageId });
    expect(response.statusCode).toBe(401);
  });
});
