import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { createScheduler } from '../../src/modules/schedule/scheduler.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { TEST_SECRETS } from '../support/test-app.ts';
import { addItems, itemsOf, minutesFrom, postOf } from './schedule-fixtures.ts';

const kit = usePublicationTestKit();

describe('the scheduler worker', () => {
  it('catches up at start, polls, and stops after its run in progress', async () => {
    const { db } = kit.database;
    const { publication } = await buildPublication(db, kit.taxonomy, {
      status: 'draft',
      pubStartDate: null,
    });
    await addItems(db, publication.id, [
      { event: 'activation', eventDate: minutesFrom(new Date(), -600) },
    ]);
    const logged: string[] = [];
    const scheduler = createScheduler({
      db,
      intervalMs: 100,
      log: { info: (_, message) => logged.push(message), error: (_, m) => logged.push(m) },
    });
    scheduler.start();
    await expect.poll(async () => (await postOf(db, publication.id)).status).toBe('published');
    await addItems(db, publication.id, [{ event: 'pin', eventDate: new Date() }]);
    await expect.poll(async () => (await postOf(db, publication.id)).fix).toBe(true);
    await scheduler.stop();
    await scheduler.stop();
    await addItems(db, publication.id, [{ event: 'unpin', eventDate: new Date() }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await itemsOf(db, publication.id)).map((item) => item.state)).toEqual([
      'done',
      'done',
      'pending',
    ]);
    expect(logged).toContain('scheduled actions applied');
  });
});

describe('scheduler configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/h9-config-unused', ...TEST_SECRETS };

  it('runs every 5 s by default and can be turned off or tuned', () => {
    expect(loadConfig(base)).toMatchObject({ scheduler: true, schedulerIntervalMs: 5000 });
    expect(loadConfig({ ...base, SCHEDULER: '0', SCHEDULER_INTERVAL_MS: '1000' })).toMatchObject({
      scheduler: false,
      schedulerIntervalMs: 1000,
    });
  });

  it('refuses a nonsense interval', () => {
    for (const value of ['0', '-5', 'soon', '1.5']) {
      expect(() => loadConfig({ ...base, SCHEDULER_INTERVAL_MS: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...base, SCHEDULER: 'maybe' })).toThrow(ConfigError);
  });
});
