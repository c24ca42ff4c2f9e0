import {
  api,
  FeedListResponseSchema,
  FixListResponseSchema,
  withQuery,
  type FeedListResponse,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicationLikes, type Flow, type User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { addItems } from '../schedule/schedule-fixtures.ts';
import { buildPublication, buildWikiPage } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';

const kit = usePublicationTestKit();

let flow: Flow;
let otherFlow: Flow;
let client: User;
let paid: User;
let staff: User;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { db } = kit.database;
  const build = async (key: string, options: Parameters<typeof buildPublication>[2]) => {
    const { id } = (await buildPublication(db, kit.taxonomy, options)).publication;
    ids[key] = id;
    return id;
  };
  flow = await buildFlow(db);
  otherFlow = await buildFlow(db);
  client = await buildUser(db, { flow });
  paid = await buildUser(db, { flow, isPaidRpp: true });
  staff = await buildUser(db, { isStaff: true });
  const mine = await build('mine', { flows: [flow], tags: ['video'] });
  const forAll = await build('forAll', { tags: ['article'] });
  await build('otherFlow', { flows: [otherFlow] });
  await build('draft', { flows: [flow], status: 'draft', pubStartDate: null });
  const delayed = await build('delayed', { flows: [flow], status: 'draft', pubStartDate: null });
  await addItems(db, delayed, [{ event: 'activation', eventDate: new Date('2099-01-01') }]);
  await build('deactivated', { flows: [flow], status: 'deactivated' });
  await build('rpp', { flows: [flow], group: 'physical_rpp' });
  await build('pinned', { flows: [flow], fix: true });
  await build('topic', { flows: [flow], section: 'topic', group: null });
  await build('wiki', {
    flows: [flow],
    group: null,
    wikiPageId: await buildWikiPage(db, 'Питание'),
  });
  await db.insert(publicationLikes).values([
    { userId: client.id, publicationId: forAll },
    { userId: paid.id, publicationId: forAll },
    { userId: paid.id, publicationId: mine },
  ]);
});

async function feed(userId: number, query: Parameters<typeof withQuery>[1] = {}) {
  const response = await kit.call('GET', withQuery(api.feedList, query), userId);
  expect(response.statusCode).toBe(200);
  const body = response.json<FeedListResponse>();
  expect(FeedListResponseSchema.strict().safeParse(body).success).toBe(true);
  return body;
}

const idsOf = (body: { results: { id: number }[] }) => body.results.map((p) => p.id);

describe('GET publication/feed/list/', () => {
  it('answers 401 without a token', async () => {
    expect((await kit.call('GET', api.feedList, null)).statusCode).toBe(401);
  });

  it('shows a client the published feed posts of their flow and those for everyone, newest first', async () => {
    const body = await feed(client.id);
    expect(idsOf(body)).toEqual([ids.forAll, ids.mine]);
    expect(body.pagination).toEqual({
      page: 1,
      count_pages: null,
      next_page_number: null,
      has_next: false,
    });
    expect(body.count_by_group).toEqual({ physical_transformation: 3, physical_rpp: 0, wiki: 1 });
    expect(body).not.toHaveProperty('search_blocks');
  });

  it('shows the psychology group to a paid client only', async () => {
    expect(idsOf(await feed(paid.id))).toEqual([ids.rpp, ids.forAll, ids.mine]);
    expect(idsOf(await feed(paid.id, { feed_group: 'physical_rpp' }))).toEqual([ids.rpp]);
    expect(idsOf(await feed(client.id, { feed_group: 'physical_rpp' }))).toEqual([]);
    expect((await feed(paid.id)).count_by_group.physical_rpp).toBe(1);
  });

  it('says where each post stands: published to readers, every state to staff', async () => {
    expect((await feed(client.id)).results.map((p) => p.status)).toEqual([
      'published',
      'published',
    ]);
    const states = Object.fromEntries((await feed(staff.id)).results.map((p) => [p.id, p.status]));
    expect(['mine', 'draft', 'delayed', 'deactivated'].map((key) => states[ids[key] ?? 0])).toEqual(
      ['published', 'draft', 'delayed', 'deactivated'],
    );
  });

  it('shows staff everything and lets them filter by flow', async () => {
    const all = idsOf(await feed(staff.id));
    for (const key of ['mine', 'forAll', 'otherFlow', 'draft', 'deactivated', 'rpp']) {
      expect(all).toContain(ids[key]);
    }
    expect(all).not.toContain(ids.pinned);
    expect(idsOf(await feed(staff.id, { flows: [otherFlow.id] }))).toEqual([ids.otherFlow]);
    // A client's flow filter is ignored: they always read their own flow.
    expect(idsOf(await feed(client.id, { flows: [otherFlow.id] }))).toEqual([ids.forAll, ids.mine]);
  });

  it('filters by tags and group; unknown slugs give an empty result', async () => {
    expect(idsOf(await feed(client.id, { feed_tags: ['video'] }))).toEqual([ids.mine]);
    expect(idsOf(await feed(client.id, { feed_tags: ['video', 'article'] }))).toEqual([
      ids.forAll,
      ids.mine,
    ]);
    expect(idsOf(await feed(client.id, { feed_tags: ['nope'] }))).toEqual([]);
    expect(idsOf(await feed(client.id, { feed_group: 'nope' }))).toEqual([]);
    expect(idsOf(await feed(client.id, { feed_group: 'physical_transformation' }))).toEqual([
      ids.forAll,
      ids.mine,
    ]);
  });

  it('orders by date either way and by likes', async () => {
    expect(idsOf(await feed(client.id, { ordering: 'pub_start_date' }))).toEqual([
      ids.mine,
      ids.forAll,
    ]);
    expect(idsOf(await feed(paid.id, { ordering: '-like_count' }))).toEqual([
      ids.forAll,
      ids.mine,
      ids.rpp,
    ]);
    expect(idsOf(await feed(client.id, { ordering: '-comments_count' }))).toHaveLength(2);
  });

  it('pages by 10', async () => {
    const { db } = kit.database;
    const pageFlow = await buildFlow(db);
    const reader = await buildUser(db, { flow: pageFlow });
    for (let i = 0; i < 10; i += 1) await buildPublication(db, kit.taxonomy, { flows: [pageFlow] });
    const first = await feed(reader.id);
    expect(first.results).toHaveLength(10);
    expect(first.pagination).toEqual({
      page: 1,
      count_pages: null,
      next_page_number: 2,
      has_next: true,
    });
    const second = await feed(reader.id, { page: 2 });
    expect(idsOf(second)).toEqual([ids.forAll]);
    expect(second.pagination).toEqual({
      page: 2,
      count_pages: null,
      next_page_number: null,
      has_next: false,
    });
    expect((await feed(reader.id, { page: 9 })).results).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['ordering=title', 'ordering'],
    ['flows=abc', 'flows.0'],
    ['feed_tags=a%00b', 'feed_tags.0'],
    ['feed_group=a%00b', 'feed_group'],
    [`full_text_search=${'a'.repeat(10_000)}`, 'full_text_search'],
  ])('answers 400 with field errors to %s', async (query, field) => {
    const response = await kit.call('GET', `${api.feedList}?${query}`, client.id);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<Record<string, string[]>>())).toEqual([field]);
  });
});

describe('GET publication/feed/fix-list/', () => {
  it('lists the pinned posts the user may see', async () => {
    const response = await kit.call('GET', api.feedFixList, client.id);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ results: { id: number; fix: boolean }[] }>();
    expect(FixListResponseSchema.strict().safeParse(body).success).toBe(true);
    expect(idsOf(body)).toEqual([ids.pinned]);
    expect(body.results[0]?.fix).toBe(true);
  });

  it('applies group and tag filters and hides other flows', async () => {
    const other = await buildUser(kit.database.db, { flow: otherFlow });
    const fixOf = async (url: string, userId: number) =>
      idsOf((await kit.call('GET', url, userId)).json<{ results: { id: number }[] }>());
    expect(await fixOf(api.feedFixList, other.id)).toEqual([]);
    expect(
      await fixOf(withQuery(api.feedFixList, { feed_group: 'physical_rpp' }), client.id),
    ).toEqual([]);
    expect(await fixOf(withQuery(api.feedFixList, { feed_tags: ['video'] }), client.id)).toEqual(
      [],
    );
    expect((await kit.call('GET', api.feedFixList, null)).statusCode).toBe(401);
  });
});
