import {
  api,
  FavoriteListResponseSchema,
  FeedTagListResponseSchema,
  FiltersResponseSchema,
  TopicListResponseSchema,
  withQuery,
  type FavoriteListResponse,
  type FeedTagListResponse,
  type FiltersResponse,
  type TopicListResponse,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  comments,
  publicationFavorites,
  publications,
  type Flow,
  type User,
} from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildComment, buildPublication } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';

const kit = usePublicationTestKit();

let flow: Flow;
let otherFlow: Flow;
let client: User;
let paid: User;
let staff: User;

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db, { name: 'Поток A' });
  otherFlow = await buildFlow(db, { name: 'Поток B' });
  client = await buildUser(db, { flow });
  paid = await buildUser(db, { flow, isPaidRpp: true });
  staff = await buildUser(db, { isStaff: true });
});

async function get<T>(url: string, userId: number): Promise<T> {
  const response = await kit.call('GET', url, userId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const idsOf = (body: { results: { id: number }[] }) => body.results.map((p) => p.id);

describe('GET publication/favorite/list/', () => {
  it("lists the caller's visible favorites, newest added first, with tag and text filters", async () => {
    const { db } = kit.database;
    const reader = await buildUser(db, { flow });
    const a = await buildPublication(db, kit.taxonomy, {
      flows: [flow],
      title: 'Тренировка спины',
      tags: ['training'],
    });
    const b = await buildPublication(db, kit.taxonomy, {
      flows: [flow],
      title: 'Статья о сне',
      tags: ['article'],
    });
    const gone = await buildPublication(db, kit.taxonomy, { flows: [flow], title: 'Снятая' });
    const notMine = await buildPublication(db, kit.taxonomy, { flows: [flow] });
    for (const [i, id] of [a, b, gone].map((x) => x.publication.id).entries()) {
      await db.insert(publicationFavorites).values({
        userId: reader.id,
        publicationId: id,
        createdAt: new Date(Date.UTC(2026, 1, 1 + i)),
      });
    }
    await db
      .insert(publicationFavorites)
      .values({ userId: client.id, publicationId: notMine.publication.id });
    await db
      .update(publications)
      .set({ status: 'deactivated' })
      .where(eq(publications.id, gone.publication.id));

    const body = await get<FavoriteListResponse>(api.favoriteList, reader.id);
    expect(FavoriteListResponseSchema.strict().safeParse(body).success).toBe(true);
    expect(idsOf(body)).toEqual([b.publication.id, a.publication.id]);
    expect(body.results.every((p) => p.favorite)).toBe(true);
    expect(body.pagination).toEqual({
      page: 1,
      count_pages: null,
      next_page_number: null,
      has_next: false,
    });
    const tagged = await get<FavoriteListResponse>(
      withQuery(api.favoriteList, { feed_tags: ['training'] }),
      reader.id,
    );
    expect(idsOf(tagged)).toEqual([a.publication.id]);
    const found = await get<FavoriteListResponse>(
      withQuery(api.favoriteList, { full_text_search: 'тренировки' }),
      reader.id,
    );
    expect(idsOf(found)).toEqual([a.publication.id]);
    expect(
      idsOf(
        await get<FavoriteListResponse>(
          withQuery(api.favoriteList, { feed_tags: ['nope'] }),
          reader.id,
        ),
      ),
    ).toEqual([]);
  });

  it('answers 400 to bad pages and long searches, 401 without a token', async () => {
    expect((await kit.call('GET', `${api.favoriteList}?page=0`, client.id)).statusCode).toBe(400);
    const long = withQuery(api.favoriteList, { full_text_search: 'я'.repeat(201) });
    expect((await kit.call('GET', long, client.id)).json()).toHaveProperty('full_text_search');
    expect((await kit.call('GET', api.favoriteList, null)).statusCode).toBe(401);
  });
});

describe('GET publication/topic/list/', () => {
  it('lists visible topics with comment counts, pages and the last comment, in both orderings', async () => {
    const { db } = kit.database;
    const topicFlow = await buildFlow(db);
    const reader = await buildUser(db, { flow: topicFlow, firstName: 'Ира', lastName: 'Лис' });
    const older = await buildPublication(db, kit.taxonomy, {
      flows: [topicFlow],
      section: 'topic',
      group: null,
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await buildPublication(db, kit.taxonomy, {
      flows: [topicFlow],
      section: 'topic',
      group: null,
      createdAt: new Date('2026-01-05T00:00:00Z'),
    });
    await buildPublication(db, kit.taxonomy, { flows: [otherFlow], section: 'topic', group: null });
    await buildPublication(db, kit.taxonomy, { flows: [topicFlow] });
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      last = await buildComment(db, older.publication.id, reader.id, {
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, i)),
      });
    }
    await buildComment(db, older.publication.id, reader.id, {
      parentId: last,
      createdAt: new Date(Date.UTC(2026, 1, 2)),
    });

    const byDate = await get<TopicListResponse>(api.topicList, reader.id);
    expect(TopicListResponseSchema.strict().safeParse(byDate).success).toBe(true);
    expect(idsOf(byDate)).toEqual([newer.publication.id, older.publication.id]);
    const [fresh, discussed] = byDate.results;
    expect(fresh).toMatchObject({ comments_count: 0, comment_page_count: 1, last_comment: null });
    expect(discussed).toMatchObject({
      comments_count: 22,
      comment_page_count: 2,
      last_comment: { first_name: 'Ира', last_name: 'Лис', created_at: '2026-02-02T00:00:00.000Z' },
    });
    // A pinned comment is listed apart from the pages (fixed-comment list): 20 left, one page.
    await db.update(comments).set({ isFixed: true }).where(eq(comments.id, last));
    const pinnedOne = await get<TopicListResponse>(api.topicList, reader.id);
    expect(pinnedOne.results[1]).toMatchObject({ comments_count: 22, comment_page_count: 1 });
    const byComments = await get<TopicListResponse>(
      withQuery(api.topicList, { ordering: '-last_comment_date' }),
      reader.id,
    );
    expect(idsOf(byComments)).toEqual([older.publication.id, newer.publication.id]);
    const staffView = await get<TopicListResponse>(
      withQuery(api.topicList, { flows: [otherFlow.id] }),
      staff.id,
    );
    expect(staffView.results).toHaveLength(1);
  });

  it("narrows a client's topics to their flow's own; another flow's id widens nothing", async () => {
    const { db } = kit.database;
    const topicFlow = await buildFlow(db);
    const reader = await buildUser(db, { flow: topicFlow });
    const own = await buildPublication(db, kit.taxonomy, {
      flows: [topicFlow],
      section: 'topic',
      group: null,
    });
    const forEveryone = await buildPublication(db, kit.taxonomy, { section: 'topic', group: null });
    await buildPublication(db, kit.taxonomy, { flows: [otherFlow], section: 'topic', group: null });
    const topicsFor = async (flows: number[]) =>
      idsOf(await get<TopicListResponse>(withQuery(api.topicList, { flows }), reader.id));

    expect(await topicsFor([])).toEqual(
      expect.arrayContaining([own.publication.id, forEveryone.publication.id]),
    );
    expect(await topicsFor([topicFlow.id])).toEqual([own.publication.id]);
    expect(await topicsFor([otherFlow.id])).toEqual([]);
  });

  it('answers 400 to an unknown ordering', async () => {
    const response = await kit.call('GET', `${api.topicList}?ordering=-title`, client.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('ordering');
  });
});

describe('GET feed/tag/list/ and feed/filters/list/', () => {
  it('counts the visible feed posts per tag with the newest date', async () => {
    const { db } = kit.database;
    const tagFlow = await buildFlow(db);
    const reader = await buildUser(db, { flow: tagFlow, language: 'en' });
    await buildPublication(db, kit.taxonomy, {
      flows: [tagFlow],
      tags: ['video'],
      pubStartDate: new Date('2026-03-01T09:00:00Z'),
    });
    await buildPublication(db, kit.taxonomy, {
      flows: [tagFlow],
      tags: ['video', 'training'],
      pubStartDate: new Date('2026-03-02T09:00:00Z'),
    });
    await buildPublication(db, kit.taxonomy, {
      flows: [tagFlow],
      tags: ['video'],
      status: 'draft',
    });
    await buildPublication(db, kit.taxonomy, { flows: [otherFlow], tags: ['article'] });
    const tags = await get<FeedTagListResponse>(api.feedTagList, reader.id);
    expect(FeedTagListResponseSchema.safeParse(tags).success).toBe(true);
    expect(tags).toEqual([
      {
        slug: 'video',
        title: 'Video',
        index: 0,
        count: 2,
        pub_start_date: '2026-03-02T09:00:00.000Z',
      },
      { slug: 'article', title: 'Article', index: 1, count: 0, pub_start_date: null },
      {
        slug: 'training',
        title: 'Workout',
        index: 2,
        count: 1,
        pub_start_date: '2026-03-02T09:00:00.000Z',
      },
    ]);
  });

  it('gives clients their own flows and the groups they may see; staff every flow', async () => {
    const filters = await get<FiltersResponse>(api.feedFilters, client.id);
    expect(FiltersResponseSchema.strict().safeParse(filters).success).toBe(true);
    expect(filters).toEqual({
      groups: [
        { slug: 'physical_transformation', title: 'Физическая трансформация', color: '#3f8cff' },
      ],
      flows: [{ id: flow.id, name: 'Поток A' }],
    });
    const paidGroups = (await get<FiltersResponse>(api.feedFilters, paid.id)).groups.map(
      (g) => g.slug,
    );
    expect(paidGroups).toEqual(['physical_transformation', 'physical_rpp']);
    const staffFilters = await get<FiltersResponse>(api.feedFilters, staff.id);
    expect(staffFilters.groups).toHaveLength(2);
    expect(staffFilters.flows.map((f) => f.id)).toEqual(
      expect.arrayContaining([flow.id, otherFlow.id]),
    );
    expect((await kit.call('GET', api.feedFilters, null)).statusCode).toBe(401);
    expect((await kit.call('GET', api.feedTagList, null)).statusCode).toBe(401);
  });
});
