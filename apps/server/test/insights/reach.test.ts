import {
  endpoints,
  fillPath,
  fromMoscowMinute,
  REACH_PAGE_SIZE,
  toMoscowMinute,
  type ReachResponse,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowProgramPages, notices, userFlows, type Flow, type User } from '../../src/db/schema.ts';
import { fanOutNewPublicationNotices } from '../../src/modules/notices/new-publication-notices.ts';
import { buildFlow, buildUser, type BuildUserOverrides } from '../support/factories.ts';
import {
  buildComment,
  buildPublication,
  buildWikiPage,
  type BuildPublicationOptions,
  type BuiltPublication,
} from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { bearer, createTestApp } from '../support/test-app.ts';

const kit = usePublicationTestKit();
const db = () => kit.database.db;

let staff: User;

beforeAll(async () => {
  staff = await buildUser(db(), { isStaff: true });
});

const reachUrl = (id: number | string, query = '') =>
  `${fillPath(endpoints.publicationReach.path, { id })}${query}`;

async function reachOf(id: number, query = ''): Promise<ReachResponse> {
  const response = await kit.call('GET', reachUrl(id, query), staff.id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReachResponse>();
}

/** Every page of the not-viewed list, as user ids. */
async function notViewedIds(id: number): Promise<number[]> {
  const found: number[] = [];
  for (let page: number | null = 1; page !== null;) {
    const reach: ReachResponse = await reachOf(id, `?page=${page}`);
    found.push(...reach.not_viewed.results.map((user) => user.pk));
    page = reach.not_viewed.next_page_number;
  }
  return found.sort((a, b) => a - b);
}

async function publish(options: BuildPublicationOptions): Promise<BuiltPublication> {
  return buildPublication(db(), kit.taxonomy, options);
}

async function people(flow: Flow | undefined, ...list: BuildUserOverrides[]): Promise<User[]> {
  const built: User[] = [];
  for (const overrides of list) built.push(await buildUser(db(), { flow, ...overrides }));
  return built;
}

const ids = (...users: User[]) => users.map((user) => user.id).sort((a, b) => a - b);

async function npReceivers(publicationId: number): Promise<number[]> {
  const rows = await db()
    .select({ id: notices.receiverId })
    .from(notices)
    .where(and(eq(notices.publicationId, publicationId), eq(notices.noticeType, 'np')));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

describe('GET publication reach: access', () => {
  it('answers staff only: 401 without a token, 403 for clients and moderators, 404 unknown', async () => {
    const [client, moderator] = await people(
      undefined,
      {},
      { moderator: true, superModerator: true },
    );
    const { publication } = await publish({});
    expect((await kit.call('GET', reachUrl(publication.id), null)).statusCode).toBe(401);
    for (const user of [client, moderator]) {
      expect((await kit.call('GET', reachUrl(publication.id), user?.id ?? 0)).statusCode).toBe(403);
    }
    expect((await kit.call('GET', reachUrl(2_000_000_000), staff.id)).statusCode).toBe(404);
    expect((await kit.call('GET', reachUrl('abc'), staff.id)).statusCode).toBe(400);
  });

  it('rejects a bad page or an over-long search with field errors', async () => {
    const { publication } = await publish({});
    const badPage = await kit.call('GET', reachUrl(publication.id, '?page=0'), staff.id);
    expect(badPage.statusCode).toBe(400);
    expect(Object.keys(badPage.json())).toContain('page');
    const long = await kit.call(
      'GET',
      reachUrl(publication.id, `?search=${'я'.repeat(101)}`),
      staff.id,
    );
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toContain('search');
  });
});

describe('GET publication reach: the audience', () => {
  it("is exactly the np fan-out's receivers (all settings on) for feed and wiki posts", async () => {
    const target = await buildFlow(db());
    const other = await buildFlow(db());
    const readers = await people(target, {}, {}, { isPaidRpp: true });
    await people(target, { isStaff: true }, { activeContent: false });
    await people(other, {});
    const wikiPageId = await buildWikiPage(db(), 'Сон');
    const posts = [
      await publish({ flows: [target], tags: ['video'] }),
      await publish({ flows: [target, other], group: 'physical_rpp' }),
      await publish({ flows: [target], group: null, wikiPageId }),
    ];
    for (const { publication } of posts) {
      await fanOutNewPublicationNotices(db(), publication.id);
      const receivers = await npReceivers(publication.id);
      expect(receivers.length).toBeGreaterThan(0);
      const reach = await reachOf(publication.id);
      expect(reach.audience).toBe(receivers.length);
      expect(await notViewedIds(publication.id)).toEqual(receivers);
    }
    // The psychology group: only the paid reader.
    expect(await npReceivers(posts[1]?.publication.id ?? 0)).toEqual(ids(readers[2] as User));
  });

  it('leaves green and UAE flows out of community topics, and counts lessons for their flow', async () => {
    const open = await buildFlow(db());
    const green = await buildFlow(db(), { isGreen: true });
    const uae = await buildFlow(db(), { forUae: true });
    const [openReader] = await people(open, {});
    await people(green, {});
    await people(uae, {});
    const topic = await publish({ flows: [open, green, uae], section: 'topic', group: null });
    expect(await notViewedIds(topic.publication.id)).toEqual(ids(openReader as User));

    const [page] = await db()
      .insert(flowProgramPages)
      .values({ flowId: green.id, title: 'Неделя 1' })
      .returning();
    const [member] = await people(undefined, {});
    // A member of the lesson's flow whose current flow is another one still reads the lesson.
    await db()
      .insert(userFlows)
      .values({ userId: member?.id ?? 0, flowId: green.id });
    const lesson = await publish({ flows: [green], flowProgramPageId: page?.id ?? null });
    const greenReaders = await notViewedIds(lesson.publication.id);
    expect(greenReaders).toContain(member?.id);
    expect(greenReaders).not.toContain(openReader?.id);
    expect(greenReaders).toHaveLength(2);
  });
});

describe('GET publication reach: the counts', () => {
  it('counts views, full views, likes, comments, favorites and clicks of the audience', async () => {
    const flow = await buildFlow(db());
    const [oneVideo, bothVideos, marked, liker, idle] = await people(flow, {}, {}, {}, {}, {});
    const outsider = (await people(await buildFlow(db()), {}))[0] as User;
    const built = await publish({ flows: [flow], videos: 2, pubStartDate: new Date() });
    const { id } = built.publication;
    const [first = 0, second = 0] = built.videoIds;
    const as = (user: User | undefined, method: 'POST', url: string, body?: unknown) =>
      kit.call(method, url, user?.id ?? 0, body);
    const itemView = (itemId: number) =>
      fillPath(endpoints.viewPublicationItemCreate.path, { id: itemId });
    expect((await as(oneVideo, 'POST', itemView(first))).statusCode).toBe(200);
    await as(bothVideos, 'POST', itemView(first));
    await as(bothVideos, 'POST', itemView(second));
    await as(marked, 'POST', fillPath(endpoints.viewPublicationCreate.path, { id }));
    await as(liker, 'POST', fillPath(endpoints.likePublicationCreate.path, { id }));
    await as(marked, 'POST', fillPath(endpoints.likePublicationCreate.path, { id }));
    await as(liker, 'POST', fillPath(endpoints.favoritePublicationCreate.path, { id }));
    const click = await as(idle, 'POST', endpoints.logClickVideo.path, {
      publication: id,
      publication_item: first,
    });
    expect(click.statusCode).toBeLessThan(300);
    await as(idle, 'POST', endpoints.logClickVideo.path, {
      publication: id,
      publication_item: second,
    });
    await buildComment(db(), id, liker?.id ?? 0);
    await buildComment(db(), id, liker?.id ?? 0);
    await buildComment(db(), id, staff.id);
    // Not of the audience: counted nowhere.
    await buildComment(db(), id, outsider.id);

    const reach = await reachOf(id);
    expect(reach).toMatchObject({
      audience: 5,
      viewed: 3,
      // Two videos: fully only with both (marking the post viewed marks its videos too).
      viewed_fully: 2,
      liked: 2,
      commented: 1,
      favorited: 1,
      clicked: 1,
    });
    expect(reach.not_viewed.count).toBe(2);
    expect(reach.not_viewed.results.map((user) => user.pk).sort((a, b) => a - b)).toEqual(
      ids(liker as User, idle as User),
    );
    expect(reach.not_viewed.results[0]?.flow_title).toBe(flow.name);
    const today = reach.by_day.at(-1);
    expect(reach.by_day).toHaveLength(1);
    expect(today).toMatchObject({ views: 3, likes: 2, comments: 2 });
    expect(today?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists days since the release with zeros, and narrows the not-viewed list by name', async () => {
    const flow = await buildFlow(db());
    const [anna, boris] = await people(
      flow,
      { firstName: 'Анна', lastName: 'Петрова' },
      { firstName: 'Борис', lastName: 'Иванов' },
    );
    // Noon in Moscow three days ago, so the comment an hour later falls on the same day whatever
    // the time the test runs.
    const threeDaysAgo = toMoscowMinute(new Date(Date.now() - 3 * 86_400_000)).slice(0, 10);
    const released = fromMoscowMinute(`${threeDaysAgo}T12:00`);
    const { publication } = await publish({ flows: [flow], pubStartDate: released });
    await buildComment(db(), publication.id, anna?.id ?? 0, {
      createdAt: new Date(released.getTime() + 3_600_000),
    });
    const reach = await reachOf(publication.id);
    expect(reach.by_day).toHaveLength(4);
    expect(reach.by_day.map((day) => day.comments)).toEqual([1, 0, 0, 0]);

    const found = await reachOf(publication.id, `?search=${encodeURIComponent('иванов б')}`);
    expect(found.not_viewed.count).toBe(1);
    expect(found.not_viewed.results.map((user) => user.pk)).toEqual([boris?.id]);
    const none = await reachOf(publication.id, `?search=${encodeURIComponent('%')}`);
    expect(none.not_viewed.count).toBe(0);
  });

  it('pages the not-viewed list by last name', async () => {
    const flow = await buildFlow(db());
    const crowd = await people(
      flow,
      ...Array.from({ length: REACH_PAGE_SIZE + 3 }, (_, i) => ({
        lastName: `Ряд-${String(i).padStart(2, '0')}`,
      })),
    );
    const { publication } = await publish({ flows: [flow] });
    const first = await reachOf(publication.id);
    expect(first.not_viewed.results).toHaveLength(REACH_PAGE_SIZE);
    expect(first.not_viewed.next_page_number).toBe(2);
    expect(first.not_viewed.results[0]?.last_name).toBe('Ряд-00');
    const second = await reachOf(publication.id, '?page=2');
    expect(second.not_viewed.results).toHaveLength(3);
    expect(second.not_viewed.next_page_number).toBeNull();
    expect(await notViewedIds(publication.id)).toEqual(ids(...crowd));
  });

  it('has no days before the release', async () => {
    const { publication } = await publish({ status: 'draft', pubStartDate: null });
    expect((await reachOf(publication.id)).by_day).toEqual([]);
  });
});

describe('GET publication reach CSV', () => {
  it('downloads the whole not-viewed list, narrowed by the search, with a BOM', async () => {
    const flow = await buildFlow(db());
    const [anna, boris] = await people(
      flow,
      { firstName: 'Анна', lastName: 'Петрова' },
      { firstName: 'Борис', lastName: '=Иванов' },
    );
    const { publication } = await publish({ flows: [flow] });
    const csv = (query: string) =>
      kit.call(
        'GET',
        `${fillPath(endpoints.publicationReachCsv.path, { id: publication.id })}${query}`,
        staff.id,
      );
    const whole = await csv('');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(whole.headers['content-disposition']).toBe(
      `attachment; filename="not-viewed-${publication.id}.csv"`,
    );
    expect(whole.rawPayload.toString('utf8')).toBe(
      `\uFEFFID;Фамилия;Имя;Поток\r\n${boris?.id};'=Иванов;Борис;${flow.name}\r\n` +
        `${anna?.id};Петрова;Анна;${flow.name}\r\n`,
    );
    const narrowed = await csv(`?search=${encodeURIComponent('анна')}`);
    expect(narrowed.rawPayload.toString('utf8').split('\r\n').slice(1, -1)).toEqual([
      `${anna?.id};Петрова;Анна;${flow.name}`,
    ]);
    const unknown = fillPath(endpoints.publicationReachCsv.path, { id: 2_000_000_000 });
    expect((await kit.call('GET', unknown, staff.id)).statusCode).toBe(404);
  });
});

describe('the editor list reach column', () => {
  it("shows each post's viewed and audience as its reach page counts them", async () => {
    const open = await buildFlow(db());
    const green = await buildFlow(db(), { isGreen: true });
    const [reader] = await people(open, {}, { isPaidRpp: true }, {});
    await people(green, {}, {});
    const [page] = await db()
      .insert(flowProgramPages)
      .values({ flowId: green.id, title: 'Неделя 2' })
      .returning();
    const posts = [
      await publish({ flows: [open], videos: 1 }),
      await publish({ flows: [open], group: 'physical_rpp' }),
      await publish({}),
      await publish({ flows: [open, green], section: 'topic', group: null }),
      await publish({ flows: [green], flowProgramPageId: page?.id ?? null }),
      await publish({ flows: [open], status: 'draft', pubStartDate: null }),
    ];
    const first = posts[0]?.publication.id ?? 0;
    const view = fillPath(endpoints.viewPublicationCreate.path, { id: first });
    expect((await kit.call('GET', reachUrl(first), staff.id)).statusCode).toBe(200);
    expect((await kit.call('POST', view, reader?.id ?? 0)).statusCode).toBe(200);

    const list = await kit.call('GET', `${endpoints.editorPublicationList.path}?page=1`, staff.id);
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json<{ results: { pk: number; reach: unknown }[] }>().results;
    for (const { publication } of posts) {
      const reach = await reachOf(publication.id);
      const row = rows.find((candidate) => candidate.pk === publication.id);
      expect(row?.reach, `post ${publication.id}`).toEqual({
        viewed: reach.viewed,
        audience: reach.audience,
      });
    }
    expect(rows.find((row) => row.pk === first)?.reach).toEqual({ viewed: 1, audience: 3 });
    const audiences = await Promise.all(posts.map(({ publication }) => reachOf(publication.id)));
    expect(audiences.map((reach) => reach.audience).slice(1, 5)).toEqual([
      1,
      expect.any(Number),
      3,
      2,
    ]);
  });

  it("keeps a post's reach column and first look for the count cache's time; a search reads at once", async () => {
    const flow = await buildFlow(db());
    const [reader, other] = await people(flow, { lastName: 'Читавшая' }, {});
    const { publication } = await publish({ flows: [flow] });
    const caching = await createTestApp(kit.database, { countCacheTtlMs: 60_000 });
    try {
      const headers = await bearer(caching.tokens, staff.id);
      const listed = async (app: typeof caching.app) => {
        const response = await app.inject({
          method: 'GET',
          url: `${endpoints.editorPublicationList.path}?page=1`,
          headers,
        });
        const rows = response.json<{ results: { pk: number; reach: unknown }[] }>().results;
        return rows.find((row) => row.pk === publication.id)?.reach;
      };
      const keptReach = async (query = '') => {
        const response = await caching.app.inject({
          method: 'GET',
          url: reachUrl(publication.id, query),
          headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<ReachResponse>();
      };
      expect(await listed(caching.app)).toEqual({ viewed: 0, audience: 2 });
      expect((await keptReach()).viewed).toBe(0);
      const view = fillPath(endpoints.viewPublicationCreate.path, { id: publication.id });
      expect((await kit.call('POST', view, reader?.id ?? 0)).statusCode).toBe(200);
      expect(await listed(caching.app)).toEqual({ viewed: 0, audience: 2 });
      const kept = await keptReach();
      expect(kept.viewed).toBe(0);
      expect(kept.not_viewed.results.map((user) => user.pk)).toEqual([other?.id, reader?.id]);
      const searched = await keptReach(`?search=${encodeURIComponent('Читавшая')}`);
      expect(searched.viewed).toBe(0);
      expect(searched.not_viewed.results).toEqual([]);
      expect(searched.not_viewed.count).toBe(0);
      expect(await listed(kit.t.app)).toEqual({ viewed: 1, audience: 2 });
      expect((await reachOf(publication.id)).viewed).toBe(1);
    } finally {
      await caching.close();
    }
  });
});
