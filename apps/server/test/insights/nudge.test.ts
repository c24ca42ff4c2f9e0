import {
  endpoints,
  fillPath,
  type NoticeListResponse,
  type NudgeResponse,
  type ScheduleList,
} from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notices, type Flow, type User } from '../../src/db/schema.ts';
import { findBellLit, putOutBell } from '../../src/modules/notices/notice-bell-repo.ts';
import { runDueScheduleItems } from '../../src/modules/schedule/scheduler.ts';
import { buildFlow, buildUser, type BuildUserOverrides } from '../support/factories.ts';
import {
  buildPublication,
  type BuildPublicationOptions,
} from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';

const kit = usePublicationTestKit();
const db = () => kit.database.db;

let staff: User;

beforeAll(async () => {
  staff = await buildUser(db(), { isStaff: true });
});

const nudgeUrl = (id: number | string) => fillPath(endpoints.publicationNudge.path, { id });

async function nudge(id: number): Promise<NudgeResponse> {
  const response = await kit.call('POST', nudgeUrl(id), staff.id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NudgeResponse>();
}

async function publish(options: BuildPublicationOptions): Promise<number> {
  return (await buildPublication(db(), kit.taxonomy, options)).publication.id;
}

async function people(flow: Flow, ...list: BuildUserOverrides[]): Promise<User[]> {
  const built: User[] = [];
  for (const overrides of list) built.push(await buildUser(db(), { flow, ...overrides }));
  return built;
}

async function nudged(publicationId: number): Promise<number[]> {
  const rows = await db()
    .select({ id: notices.receiverId })
    .from(notices)
    .where(and(eq(notices.publicationId, publicationId), eq(notices.noticeType, 'nudge')));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const ids = (...list: (User | undefined)[]) =>
  list.map((user) => user?.id ?? 0).sort((a, b) => a - b);

describe('POST publication nudge', () => {
  it('reminds the audience without a view whose setting is on, and shows it in their notices', async () => {
    const flow = await buildFlow(db());
    const [viewer, waiting, silenced, alsoWaiting] = await people(
      flow,
      {},
      {},
      { settings: { notificationVideo: false } },
      {},
    );
    await people(flow, { isStaff: true }, { activeContent: false });
    const id = await publish({ flows: [flow], tags: ['video'] });
    const view = fillPath(endpoints.viewPublicationCreate.path, { id });
    expect((await kit.call('POST', view, viewer?.id ?? 0)).statusCode).toBe(200);
    await putOutBell(db(), waiting?.id ?? 0);
    expect(await findBellLit(db(), waiting?.id ?? 0)).toBe(false);

    expect(await nudge(id)).toEqual({ notified: 2, skipped: 0 });
    expect(await nudged(id)).toEqual(ids(waiting, alsoWaiting));
    expect(await findBellLit(db(), waiting?.id ?? 0)).toBe(true);
    expect(await nudged(id)).not.toContain(silenced?.id);

    const list = await kit.call('GET', `${endpoints.noticeList.path}?page=1`, waiting?.id ?? 0);
    const notice = list.json<NoticeListResponse>().results[0];
    expect(notice).toMatchObject({
      notice_type: 'nudge',
      sender_jwt_client: null,
      publication: { pk: id, section: 'feed' },
      new_publication: { id },
    });
  });

  it('never reminds one user of one post twice within 24 hours: the repeat answers skipped', async () => {
    const flow = await buildFlow(db());
    const readers = await people(flow, {}, {});
    const id = await publish({ flows: [flow] });
    expect(await nudge(id)).toEqual({ notified: 2, skipped: 0 });
    expect(await nudge(id)).toEqual({ notified: 0, skipped: 2 });
    const [late] = await people(flow, {});
    expect(await nudge(id)).toEqual({ notified: 1, skipped: 2 });
    // A day later the first two may be reminded again.
    await db()
      .update(notices)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(
        and(
          eq(notices.publicationId, id),
          eq(notices.noticeType, 'nudge'),
          eq(notices.receiverId, readers[0]?.id ?? 0),
        ),
      );
    expect(await nudge(id)).toEqual({ notified: 1, skipped: 2 });
    expect((await nudged(id)).filter((user) => user === readers[0]?.id)).toHaveLength(2);
    expect(await nudged(id)).toContain(late?.id);
  });

  it('sends once when two reminders of one post arrive together', async () => {
    const flow = await buildFlow(db());
    await people(flow, {}, {}, {});
    const id = await publish({ flows: [flow] });
    const answers = await Promise.all([nudge(id), nudge(id)]);
    expect(answers.map((answer) => answer.notified).sort()).toEqual([0, 3]);
    expect(await nudged(id)).toHaveLength(3);
  });

  it('answers 409 for a post that is not published, 404 unknown, 403 for clients', async () => {
    const flow = await buildFlow(db());
    const [client] = await people(flow, {});
    const draft = await publish({ flows: [flow], status: 'draft', pubStartDate: null });
    const refused = await kit.call('POST', nudgeUrl(draft), staff.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'not_published' });
    expect((await kit.call('POST', nudgeUrl(2_000_000_000), staff.id)).statusCode).toBe(404);
    const published = await publish({ flows: [flow] });
    expect((await kit.call('POST', nudgeUrl(published), client?.id ?? 0)).statusCode).toBe(403);
    expect((await kit.call('POST', nudgeUrl(published), null)).statusCode).toBe(401);
    expect(await nudged(published)).toEqual([]);
  });
});

describe('a scheduled nudge', () => {
  it('is planned through the schedule and applied exactly once', async () => {
    const flow = await buildFlow(db());
    await people(flow, {}, {});
    const id = await publish({ flows: [flow], tags: ['article'] });
    const sync = await kit.call(
      'POST',
      fillPath(endpoints.scheduleItemSync.path, { id }),
      staff.id,
      [{ event: 'nudge', event_date: '2020-01-01T10:00' }],
    );
    expect(sync.statusCode, sync.body).toBe(200);
    // Two workers at once (two servers of a fleet): the item runs once.
    await Promise.all([runDueScheduleItems(db()), runDueScheduleItems(db())]);
    await runDueScheduleItems(db());
    expect(await nudged(id)).toHaveLength(2);
    const history = await kit.call(
      'GET',
      `${fillPath(endpoints.scheduleItemList.path, { id })}?history=1`,
      staff.id,
    );
    expect(history.json<ScheduleList>()).toMatchObject([
      { event: 'nudge', state: 'done', notified_count: 2 },
    ]);
  });

  it('is skipped on a post that is not published', async () => {
    const flow = await buildFlow(db());
    await people(flow, {});
    const id = await publish({ flows: [flow], status: 'deactivated' });
    await kit.call('POST', fillPath(endpoints.scheduleItemSync.path, { id }), staff.id, [
      { event: 'nudge', event_date: '2020-01-01T10:00' },
    ]);
    await runDueScheduleItems(db());
    expect(await nudged(id)).toEqual([]);
    const history = await kit.call(
      'GET',
      `${fillPath(endpoints.scheduleItemList.path, { id })}?history=1`,
      staff.id,
    );
    expect(history.json<ScheduleList>()).toMatchObject([{ event: 'nudge', state: 'skipped' }]);
  });
});
