import { api, ScheduleListSchema, type ScheduleList } from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/db/schema.ts';
import { runDueScheduleItems } from '../../src/modules/schedule/scheduler.ts';
import { buildUser } from '../support/factories.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { addItems, itemsOf, minutesFrom } from './schedule-fixtures.ts';

const kit = usePublicationTestKit();

let staff: User;
let client: User;

beforeAll(async () => {
  const { db } = kit.database;
  staff = await buildUser(db, { isStaff: true });
  client = await buildUser(db);
});

async function draft(): Promise<number> {
  const { publication } = await buildPublication(kit.database.db, kit.taxonomy, {
    status: 'draft',
    pubStartDate: null,
  });
  return publication.id;
}

async function sync(id: number, body: unknown, userId: number | null = staff.id) {
  return kit.call('POST', api.scheduleItemSync(id), userId, body);
}

async function list(id: number, query = ''): Promise<ScheduleList> {
  const response = await kit.call('GET', `${api.scheduleItemList(id)}${query}`, staff.id);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ScheduleList>();
  expect(ScheduleListSchema.safeParse(body).success).toBe(true);
  return body;
}

describe('who may use the schedule', () => {
  it('answers 401 without a token and 403 to a non-staff user, before reading the body', async () => {
    const id = await draft();
    expect((await kit.call('GET', api.scheduleItemList(id), null)).statusCode).toBe(401);
    expect((await sync(id, [], null)).statusCode).toBe(401);
    const listed = await kit.call('GET', api.scheduleItemList(id), client.id);
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toMatchObject({ code: 'permission_denied' });
    const row = { event: 'activation', event_date: '2030-01-01T10:00' };
    expect((await sync(id, [row], client.id)).statusCode).toBe(403);
    expect((await sync(id, { not: 'a list' }, client.id)).statusCode).toBe(403);
    expect(await itemsOf(kit.database.db, id)).toEqual([]);
  });

  it('answers 404 for an unknown publication and 400 for a bad id', async () => {
    expect((await kit.call('GET', api.scheduleItemList(999_999), staff.id)).statusCode).toBe(404);
    expect((await sync(999_999, [])).statusCode).toBe(404);
    const badId = await kit.call(
      'GET',
      '/api/v1/publication-editor/schedule-item/list/abc/',
      staff.id,
    );
    expect(badId.statusCode).toBe(400);
  });
});

describe('sync validation', () => {
  const four = [
    { event: 'activation', event_date: '2030-01-01T10:00' },
    { event: 'deactivation', event_date: '2030-01-02T10:00' },
    { event: 'pin', event_date: '2030-01-01T11:00' },
    { event: 'unpin', event_date: '2030-01-01T12:00' },
  ];

  it('refuses a fifth row, a repeated action, a bad date or event, and saves nothing', async () => {
    const id = await draft();
    const cases: [unknown, string][] = [
      [[...four, { event: 'pin', event_date: '2030-01-03T10:00' }], 'non_field_errors'],
      [
        [
          { event: 'pin', event_date: '2030-01-01T10:00' },
          { event: 'pin', event_date: '2030-01-02T10:00' },
        ],
        'non_field_errors',
      ],
      [
        [
          { event: 'activation', event_date: '2030-01-01T10:00' },
          { event: 'pin', event_date: '01.01.2030 10:00' },
        ],
        '1.event_date',
      ],
      [[{ event: 'pin', event_date: '2030-02-30T10:00' }], '0.event_date'],
      [[{ event: 'pin', event_date: '2030-01-01T10:00:00' }], '0.event_date'],
      [[{ event: 'pin', event_date: 20300101 }], '0.event_date'],
      [[{ event: 'pin' }], '0.event_date'],
      [[{ event: 'publish', event_date: '2030-01-01T10:00' }], '0.event'],
      [[{ event_date: '2030-01-01T10:00' }], '0.event'],
      [[{ pk: 'x', event: 'pin', event_date: '2030-01-01T10:00' }], '0.pk'],
      [{ event: 'pin', event_date: '2030-01-01T10:00' }, 'non_field_errors'],
      [['<script>'], '0'],
    ];
    for (const [body, field] of cases) {
      const response = await sync(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json<object>()), JSON.stringify(body)).toContain(field);
    }
    expect(await itemsOf(kit.database.db, id)).toEqual([]);
  });

  it('accepts four distinct actions and answers them soonest first in Moscow time', async () => {
    const id = await draft();
    const response = await sync(id, four);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<ScheduleList>();
    expect(saved.map((item) => [item.event, item.event_date])).toEqual([
      ['activation', '2030-01-01T10:00'],
      ['pin', '2030-01-01T11:00'],
      ['unpin', '2030-01-01T12:00'],
      ['deactivation', '2030-01-02T10:00'],
    ]);
    expect(saved.every((item) => item.pk === item.id && item.state === 'pending')).toBe(true);
    expect(await list(id)).toEqual(saved);
    const stored = await itemsOf(kit.database.db, id);
    expect(stored[0]?.eventDate.toISOString()).toBe('2030-01-01T07:00:00.000Z');
  });
});

describe('sync replaces the pending schedule', () => {
  it('updates rows named by pk, inserts the others and deletes the rest', async () => {
    const id = await draft();
    const first = (
      await sync(id, [
        { event: 'activation', event_date: '2030-03-01T09:00' },
        { event: 'pin', event_date: '2030-03-01T09:30' },
      ])
    ).json<ScheduleList>();
    const activation = first.find((item) => item.event === 'activation');
    const response = await sync(id, [
      { pk: activation?.pk, event: 'activation', event_date: '2030-03-02T18:45' },
      { event: 'deactivation', event_date: '2030-03-05T09:00' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const second = response.json<ScheduleList>();
    expect(second.map((item) => [item.event, item.event_date])).toEqual([
      ['activation', '2030-03-02T18:45'],
      ['deactivation', '2030-03-05T09:00'],
    ]);
    expect(second[0]?.pk).toBe(activation?.pk);
    expect((await itemsOf(kit.database.db, id)).map((item) => item.event).sort()).toEqual([
      'activation',
      'deactivation',
    ]);
    expect((await sync(id, [])).json()).toEqual([]);
    expect(await itemsOf(kit.database.db, id)).toEqual([]);
  });

  it('ignores a pk of another publication (no cross-post edits)', async () => {
    const [a, b] = [await draft(), await draft()];
    const [pinOfA] = (
      await sync(a, [{ event: 'pin', event_date: '2030-04-01T10:00' }])
    ).json<ScheduleList>();
    const response = await sync(b, [
      { pk: pinOfA?.pk, event: 'unpin', event_date: '2030-04-02T10:00' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json<ScheduleList>()[0]?.pk).not.toBe(pinOfA?.pk);
    expect((await list(a)).map((item) => [item.pk, item.event])).toEqual([[pinOfA?.pk, 'pin']]);
  });

  it('keeps executed items as history, shown with ?history=1', async () => {
    const { db } = kit.database;
    const id = await draft();
    const now = new Date();
    await addItems(db, id, [{ event: 'pin', eventDate: minutesFrom(now, -10) }]);
    await runDueScheduleItems(db, () => now);
    expect(await list(id)).toEqual([]);
    const response = await sync(id, [{ event: 'pin', event_date: '2030-05-01T10:00' }]);
    expect(response.json<ScheduleList>()).toHaveLength(1);
    const history = await list(id, '?history=1');
    expect(history.map((item) => [item.event, item.state])).toEqual([
      ['pin', 'pending'],
      ['pin', 'done'],
    ]);
    expect(history[1]?.executed_at).toBe(now.toISOString());
    expect((await sync(id, [])).statusCode).toBe(200);
    expect((await list(id, '?history=1')).map((item) => item.state)).toEqual(['done']);
    expect(
      (await kit.call('GET', `${api.scheduleItemList(id)}?history=maybe`, staff.id)).statusCode,
    ).toBe(400);
  });

  it('accepts a past minute: the item is due at once', async () => {
    const { db } = kit.database;
    const id = await draft();
    const response = await sync(id, [{ event: 'activation', event_date: '2020-01-01T00:00' }]);
    expect(response.statusCode).toBe(200);
    await runDueScheduleItems(db);
    expect((await list(id, '?history=1')).map((item) => item.state)).toEqual(['done']);
  });
});
