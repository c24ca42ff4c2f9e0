import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { noticeFanOuts, type Flow, type User } from '../../src/db/schema.ts';
import { queueNewPublicationNotices } from '../../src/modules/notices/new-publication-notices.ts';
import { runDueScheduleItems } from '../../src/modules/schedule/scheduler.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { addItems, itemsOf, minutesFrom, npNotices, postOf } from './schedule-fixtures.ts';

const kit = usePublicationTestKit();

let flow: Flow;
let readers: User[];
const now = new Date('2031-06-01T12:00:00Z');
const clock = () => now;

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  readers = [await buildUser(db, { flow }), await buildUser(db, { flow })];
  await buildUser(db, { flow: await buildFlow(db) });
});

async function post(fields: { status?: 'draft' | 'published' | 'deactivated'; fix?: boolean }) {
  const { publication } = await buildPublication(kit.database.db, kit.taxonomy, {
    flows: [flow],
    status: 'draft',
    pubStartDate: null,
    ...fields,
  });
  return publication.id;
}

describe('the scheduler applies due items', () => {
  it('publishes a draft, stamps pub_start_date and sends np notices once', async () => {
    const { db } = kit.database;
    const id = await post({});
    const [itemId] = await addItems(db, id, [
      { event: 'activation', eventDate: minutesFrom(now, -1) },
    ]);
    expect(await runDueScheduleItems(db, clock)).toEqual({ done: 1, skipped: 0, failed: 0 });
    const published = await postOf(db, id);
    expect(published.status).toBe('published');
    expect(published.pubStartDate?.toISOString()).toBe(now.toISOString());
    const sent = await npNotices(db, id);
    expect(sent.map((notice) => notice.receiverId).sort()).toEqual(
      readers.map((reader) => reader.id).sort(),
    );
    const [item] = await itemsOf(db, id);
    expect(item).toMatchObject({ id: itemId, state: 'done', notifiedCount: 2, error: null });
    expect(item?.executedAt?.toISOString()).toBe(now.toISOString());

    expect(await runDueScheduleItems(db, () => minutesFrom(now, 5))).toEqual({
      done: 0,
      skipped: 0,
      failed: 0,
    });
    expect((await itemsOf(db, id))[0]?.executedAt?.toISOString()).toBe(now.toISOString());
    expect(await npNotices(db, id)).toHaveLength(2);
  });

  it('deactivates a published post, pins and unpins', async () => {
    const { db } = kit.database;
    const shown = await post({ status: 'published' });
    const unpinned = await post({ status: 'published', fix: false });
    const pinned = await post({ status: 'published', fix: true });
    await addItems(db, shown, [{ event: 'deactivation', eventDate: minutesFrom(now, -3) }]);
    await addItems(db, unpinned, [{ event: 'pin', eventDate: minutesFrom(now, -2) }]);
    await addItems(db, pinned, [{ event: 'unpin', eventDate: now }]);
    expect(await runDueScheduleItems(db, clock)).toEqual({ done: 3, skipped: 0, failed: 0 });
    expect((await postOf(db, shown)).status).toBe('deactivated');
    expect((await postOf(db, unpinned)).fix).toBe(true);
    expect((await postOf(db, pinned)).fix).toBe(false);
    for (const id of [shown, unpinned, pinned]) {
      expect((await itemsOf(db, id)).map((item) => [item.state, item.notifiedCount])).toEqual([
        ['done', null],
      ]);
    }
  });

  it('skips an action with nothing to do in the post’s state, and records why', async () => {
    const { db } = kit.database;
    const id = await post({ status: 'published', fix: false });
    const before = await postOf(db, id);
    await addItems(db, id, [
      { event: 'activation', eventDate: minutesFrom(now, -4) },
      { event: 'unpin', eventDate: minutesFrom(now, -3) },
    ]);
    const draftId = await post({});
    await addItems(db, draftId, [{ event: 'deactivation', eventDate: minutesFrom(now, -4) }]);
    expect(await runDueScheduleItems(db, clock)).toEqual({ done: 0, skipped: 3, failed: 0 });
    expect((await itemsOf(db, id)).map((item) => [item.event, item.state, item.error])).toEqual([
      ['activation', 'skipped', 'already published'],
      ['unpin', 'skipped', 'not pinned'],
    ]);
    expect((await postOf(db, id)).pubStartDate).toEqual(before.pubStartDate);
    expect(await npNotices(db, id)).toHaveLength(0);
    expect((await postOf(db, draftId)).status).toBe('draft');
  });

  it('leaves items that are not due yet', async () => {
    const { db } = kit.database;
    const id = await post({});
    await addItems(db, id, [{ event: 'activation', eventDate: minutesFrom(now, 1) }]);
    await runDueScheduleItems(db, clock);
    expect((await itemsOf(db, id))[0]?.state).toBe('pending');
    expect((await postOf(db, id)).status).toBe('draft');
    await runDueScheduleItems(db, () => minutesFrom(now, 1));
    expect((await itemsOf(db, id))[0]?.state).toBe('done');
  });

  it('fires items missed while down in order, one post’s actions after each other', async () => {
    const { db } = kit.database;
    const id = await post({});
    // Inserted out of order: deactivation first would be skipped on a draft.
    await addItems(db, id, [
      { event: 'deactivation', eventDate: minutesFrom(now, -60) },
      { event: 'pin', eventDate: minutesFrom(now, -90) },
      { event: 'activation', eventDate: minutesFrom(now, -120) },
    ]);
    const others = [];
    for (let i = 0; i < 25; i += 1) {
      const other = await post({ status: 'published' });
      await addItems(db, other, [{ event: 'pin', eventDate: minutesFrom(now, -30 - i) }]);
      others.push(other);
    }
    const result = await runDueScheduleItems(db, clock);
    expect(result).toEqual({ done: 28, skipped: 0, failed: 0 });
    expect((await itemsOf(db, id)).map((item) => [item.event, item.state])).toEqual([
      ['activation', 'done'],
      ['pin', 'done'],
      ['deactivation', 'done'],
    ]);
    const final = await postOf(db, id);
    expect([final.status, final.fix]).toEqual(['deactivated', true]);
    for (const other of others) expect((await postOf(db, other)).fix).toBe(true);
  });

  it('publishes again after a deactivation without notifying anyone twice', async () => {
    const { db } = kit.database;
    const id = await post({});
    await addItems(db, id, [{ event: 'activation', eventDate: minutesFrom(now, -30) }]);
    await runDueScheduleItems(db, clock);
    await addItems(db, id, [
      { event: 'deactivation', eventDate: minutesFrom(now, -20) },
      { event: 'activation', eventDate: minutesFrom(now, -10) },
    ]);
    await runDueScheduleItems(db, clock);
    expect((await postOf(db, id)).status).toBe('published');
    expect((await itemsOf(db, id)).map((item) => [item.event, item.notifiedCount])).toEqual([
      ['activation', 2],
      ['deactivation', null],
      ['activation', 0],
    ]);
    expect(await npNotices(db, id)).toHaveLength(2);
  });

  it('sends no notice of a post withdrawn before its notices went out', async () => {
    const { db } = kit.database;
    const id = await post({});
    await addItems(db, id, [
      { event: 'activation', eventDate: minutesFrom(now, -30) },
      { event: 'deactivation', eventDate: minutesFrom(now, -20) },
    ]);
    await runDueScheduleItems(db, clock);
    expect((await itemsOf(db, id)).map((item) => [item.event, item.notifiedCount])).toEqual([
      ['activation', 0],
      ['deactivation', null],
    ]);
    expect(await npNotices(db, id)).toEqual([]);
    expect(await queuedParts(db)).toBe(0);
  });

  it('sends the notices a stopped server left queued at its next run', async () => {
    const { db } = kit.database;
    const id = await post({ status: 'published' });
    const [itemId] = await addItems(db, id, [
      { event: 'activation', eventDate: minutesFrom(now, -30), state: 'done' },
    ]);
    await queueNewPublicationNotices(db, id, itemId ?? null);
    expect(await queuedParts(db)).toBe(1);

    expect(await runDueScheduleItems(db, clock)).toEqual({ done: 0, skipped: 0, failed: 0 });
    expect(await npNotices(db, id)).toHaveLength(readers.length);
    expect((await itemsOf(db, id))[0]?.notifiedCount).toBe(readers.length);
    expect(await queuedParts(db)).toBe(0);
  });
});

async function queuedParts(db: Db): Promise<number> {
  return (await db.select().from(noticeFanOuts)).length;
}
