import { api, ScheduleItemSchema, toMoscowMinute, type ScheduleItem } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicationStatus } from '../../src/db/tables/publications.ts';
import { runDueScheduleItems } from '../../src/modules/schedule/scheduler.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import type { Flow, User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { addItems, itemsOf, npNotices, postOf } from './schedule-fixtures.ts';

// POST …/schedule-item/now/{id}/: the editor's Publish now and Unpublish go through the schedule.

const kit = usePublicationTestKit();

let staff: User;
let client: User;
let flow: Flow;

beforeAll(async () => {
  const { db } = kit.database;
  staff = await buildUser(db, { isStaff: true });
  flow = await buildFlow(db);
  // Two readers of the post's flow: the activation notifies them.
  client = await buildUser(db, { flow });
  await buildUser(db, { flow });
});

async function post(status: PublicationStatus): Promise<number> {
  const { publication } = await buildPublication(kit.database.db, kit.taxonomy, {
    status,
    flows: [flow],
    pubStartDate: status === 'published' ? new Date('2024-01-01T10:00:00Z') : null,
  });
  return publication.id;
}

function now(id: number, body: unknown, userId: number | null = staff.id) {
  return kit.call('POST', api.scheduleItemNow(id), userId, body);
}

async function planned(id: number, event: 'activation' | 'deactivation'): Promise<ScheduleItem> {
  const response = await now(id, { event });
  expect(response.statusCode, response.body).toBe(202);
  const item = response.json<ScheduleItem>();
  expect(ScheduleItemSchema.safeParse(item).success).toBe(true);
  return item;
}

describe('who may publish now', () => {
  it('answers 401 without a token, 403 to a non-staff user, 404 and 400 as usual', async () => {
    const id = await post('draft');
    expect((await now(id, { event: 'activation' }, null)).statusCode).toBe(401);
    const refused = await now(id, { event: 'activation' }, client.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'permission_denied' });
    expect((await now(999_999, { event: 'activation' })).statusCode).toBe(404);
    for (const body of [{}, { event: 'pin' }, { event: 'publish' }]) {
      const response = await now(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toHaveProperty('event');
    }
    const list = await now(id, []);
    expect(list.statusCode).toBe(400);
    expect(list.json()).toHaveProperty('non_field_errors');
    expect(await itemsOf(kit.database.db, id)).toEqual([]);
  });
});

describe('publish now', () => {
  it('plans an activation for now; the worker publishes the post once, with np notices', async () => {
    const { db } = kit.database;
    const id = await post('draft');
    const before = toMoscowMinute(new Date());
    const item = await planned(id, 'activation');
    expect(item).toMatchObject({ event: 'activation', state: 'pending', executed_at: null });
    expect([before, toMoscowMinute(new Date())]).toContain(item.event_date);
    // Nothing is written to the post by the call itself.
    expect((await postOf(db, id)).status).toBe('draft');

    await runDueScheduleItems(db);
    const published = await postOf(db, id);
    expect(published.status).toBe('published');
    expect(published.pubStartDate).not.toBeNull();
    const [ran] = await itemsOf(db, id);
    expect(ran).toMatchObject({ id: item.pk, state: 'done' });
    expect(ran?.notifiedCount).toBe(2);
    expect(await npNotices(db, id)).toHaveLength(2);

    const again = await now(id, { event: 'activation' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_published' });
  });

  it('moves a planned activation to now instead of adding a second one', async () => {
    const { db } = kit.database;
    const id = await post('draft');
    const [pin, activation] = await addItems(db, id, [
      { event: 'pin', eventDate: new Date('2031-01-01T10:00:00Z') },
      { event: 'activation', eventDate: new Date('2031-02-01T10:00:00Z') },
    ]);
    const item = await planned(id, 'activation');
    expect(item.pk).toBe(activation);
    const items = await itemsOf(db, id);
    expect(items.map((row) => [row.id, row.event, row.state])).toEqual([
      [activation, 'activation', 'pending'],
      [pin, 'pin', 'pending'],
    ]);
  });

  it('applies two simultaneous presses once', async () => {
    const { db } = kit.database;
    const id = await post('deactivated');
    const answers = await Promise.all([
      now(id, { event: 'activation' }),
      now(id, { event: 'activation' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    await runDueScheduleItems(db);
    const items = await itemsOf(db, id);
    expect(items.map((row) => row.state)).toEqual(['done']);
    expect(items[0]?.notifiedCount).toBe(2);
    expect(await npNotices(db, id)).toHaveLength(2);
    expect((await postOf(db, id)).status).toBe('published');
  });
});

describe('unpublish', () => {
  it('plans a deactivation for now, moving a planned one; refuses a post that is not out', async () => {
    const { db } = kit.database;
    const id = await post('published');
    const [later] = await addItems(db, id, [
      { event: 'deactivation', eventDate: new Date('2031-03-01T10:00:00Z') },
    ]);
    const item = await planned(id, 'deactivation');
    expect(item.pk).toBe(later);
    expect((await postOf(db, id)).status).toBe('published');
    await runDueScheduleItems(db);
    expect((await postOf(db, id)).status).toBe('deactivated');
    expect((await itemsOf(db, id)).map((row) => row.state)).toEqual(['done']);

    const again = await now(id, { event: 'deactivation' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'not_published' });
    const draft = await now(await post('draft'), { event: 'deactivation' });
    expect(draft.json()).toMatchObject({ code: 'not_published' });
  });
});
