import {
  api,
  WikiCategoryListResponseSchema,
  WikiListResponseSchema,
  withQuery,
  type QueryValues,
  type WikiCategory,
  type WikiListResponse,
} from '@app/contract';
import naughtyStrings from 'big-list-of-naughty-strings' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { wikiPages, type Flow, type User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import {
  buildPublication,
  type BuildPublicationOptions,
} from '../publications/publication-factories.ts';
import { usePublicationTestKit } from '../publications/publication-test-kit.ts';
import { buildSection } from '../programme/programme-factories.ts';

const kit = usePublicationTestKit();
const db = () => kit.database.db;

let flow: Flow;
let otherFlow: Flow;
let client: User;
let paid: User;
let staff: User;
let english: User;
const pages = { nutrition: 0, training: 0, empty: 0 };
/** The ten-plus visible posts of the nutrition page, newest first. */
let visibleNewestFirst: number[] = [];
const ids = { pinned: 0, draft: 0, other: 0, rpp: 0, lesson: 0, feed: 0, labels: 0 };

async function insertPage(values: typeof wikiPages.$inferInsert): Promise<number> {
  const [page] = await db().insert(wikiPages).values(values).returning();
  if (!page) throw new Error('no wiki page');
  return page.id;
}

beforeAll(async () => {
  flow = await buildFlow(db());
  otherFlow = await buildFlow(db());
  client = await buildUser(db(), { flow });
  paid = await buildUser(db(), { flow, isPaidRpp: true });
  staff = await buildUser(db(), { isStaff: true });
  english = await buildUser(db(), { flow, language: 'en' });
  // Inserted out of display order: the list follows `sort`.
  pages.empty = await insertPage({ title: 'Пустая', text: '', sort: 3 });
  pages.training = await insertPage({
    title: 'Тренировки',
    text: 'Техника и безопасность.',
    image: '/media/wiki/training.jpg',
    logJump: true,
    sort: 2,
  });
  pages.nutrition = await insertPage({
    title: 'Питание',
    titleEn: 'Nutrition',
    text: 'Основы рациона.',
    textEn: 'Diet basics.',
    sort: 1,
  });

  const post = async (options: BuildPublicationOptions) =>
    (
      await buildPublication(db(), kit.taxonomy, {
        flows: [flow],
        group: null,
        wikiPageId: pages.nutrition,
        ...options,
      })
    ).publication.id;
  const visible: number[] = [];
  for (let i = 0; i < 11; i += 1) visible.push(await post({ tags: i < 3 ? ['article'] : [] }));
  ids.labels = await post({ title: 'Как читать этикетки', previewText: 'Скрытый сахар' });
  visible.push(ids.labels);
  ids.pinned = await post({ fix: true, pubStartDate: new Date('2025-01-01T00:00:00Z') });
  visibleNewestFirst = [...visible].reverse();
  ids.draft = await post({ status: 'draft', pubStartDate: null });
  ids.other = await post({ flows: [otherFlow] });
  ids.rpp = await post({ group: 'physical_rpp' });
  const section = await buildSection(db(), flow);
  ids.lesson = await post({ flowProgramPageId: section });
  ids.feed = await post({ wikiPageId: null, group: 'physical_transformation' });
  await post({ wikiPageId: pages.training });
  await post({ wikiPageId: pages.training, flows: [otherFlow] });
});

async function categories(userId: number): Promise<WikiCategory[]> {
  const response = await kit.call('GET', api.wikiPageList, userId);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<WikiCategory[]>();
  expect(WikiCategoryListResponseSchema.safeParse(body).success).toBe(true);
  return body;
}

async function wikiList(
  userId: number,
  wikiId: number,
  query: QueryValues = {},
): Promise<WikiListResponse> {
  const response = await kit.call('GET', withQuery(api.wikiPublicationList(wikiId), query), userId);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<WikiListResponse>();
  expect(WikiListResponseSchema.strict().safeParse(body).success).toBe(true);
  return body;
}

const idsOf = (body: WikiListResponse) => body.results.map((publication) => publication.id);

describe('GET /api/v1/wiki/page/list/', () => {
  it('lists the categories holding something for the user, in order, with counts', async () => {
    expect(await categories(client.id)).toEqual([
      {
        pk: pages.nutrition,
        title: 'Питание',
        text: 'Основы рациона.',
        image: '',
        // 12 visible + the pinned one; no draft, other flow, psychology post or lesson.
        publications_count: 13,
        log_jump: false,
      },
      {
        pk: pages.training,
        title: 'Тренировки',
        text: 'Техника и безопасность.',
        image: '/media/wiki/training.jpg',
        publications_count: 1,
        log_jump: true,
      },
      // 'Пустая' holds nothing for readers: left out.
    ]);
  });

  it('counts by the feed’s visibility: paid users get the psychology post, staff everything', async () => {
    const countOf = async (userId: number) =>
      (await categories(userId)).map((category) => category.publications_count);
    expect(await countOf(paid.id)).toEqual([14, 1]);
    // Staff get every category, empty ones included.
    expect(await countOf(staff.id)).toEqual([16, 2, 0]);
    // No flow: only publications for everyone, and there are none: no category at all.
    expect(await countOf((await buildUser(db())).id)).toEqual([]);
  });

  it('answers in English to English users, in Russian where a category is untranslated', async () => {
    const titled = (await categories(english.id)).map(({ title, text }) => ({ title, text }));
    expect(titled).toEqual([
      { title: 'Nutrition', text: 'Diet basics.' },
      { title: 'Тренировки', text: 'Техника и безопасность.' },
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await kit.call('GET', api.wikiPageList, null)).statusCode).toBe(401);
  });
});

describe('GET /api/v1/publication/wiki/list/{wiki id}/', () => {
  it('pages the category 10 at a time, pinned first, with the page title', async () => {
    const first = await wikiList(client.id, pages.nutrition);
    expect(first.wiki_page).toEqual({ pk: pages.nutrition, title: 'Питание' });
    expect(idsOf(first)).toEqual([ids.pinned, ...visibleNewestFirst.slice(0, 9)]);
    expect(first.pagination).toEqual({
      page: 1,
      count_pages: null,
      next_page_number: 2,
      has_next: true,
    });
    const second = await wikiList(client.id, pages.nutrition, { page: 2 });
    expect(idsOf(second)).toEqual(visibleNewestFirst.slice(9));
    expect(second.pagination).toMatchObject({ page: 2, next_page_number: null, has_next: false });
    expect(second.results[0]?.wiki_page).toEqual({ pk: pages.nutrition, title: 'Питание' });
    const past = await wikiList(client.id, pages.nutrition, { page: 9 });
    expect(past.results).toEqual([]);
    expect(past.pagination.has_next).toBe(false);
  });

  it('never shows drafts, other flows, lessons, feed posts or the unpaid psychology group', async () => {
    const all = [
      ...idsOf(await wikiList(client.id, pages.nutrition)),
      ...idsOf(await wikiList(client.id, pages.nutrition, { page: 2 })),
    ];
    expect(all).toHaveLength(13);
    for (const hidden of [ids.draft, ids.other, ids.rpp, ids.lesson, ids.feed]) {
      expect(all).not.toContain(hidden);
    }
    const paidPages = [
      ...idsOf(await wikiList(paid.id, pages.nutrition)),
      ...idsOf(await wikiList(paid.id, pages.nutrition, { page: 2 })),
    ];
    expect(paidPages).toContain(ids.rpp);
  });

  it('filters by tag, orders oldest first on request and searches within the category', async () => {
    const tagged = await wikiList(client.id, pages.nutrition, { feed_tags: 'article' });
    expect(idsOf(tagged)).toEqual(visibleNewestFirst.slice(-3));
    const oldest = await wikiList(client.id, pages.nutrition, { ordering: 'pub_start_date' });
    expect(idsOf(oldest).slice(0, 2)).toEqual([ids.pinned, visibleNewestFirst.at(-1)]);
    const found = await wikiList(client.id, pages.nutrition, { full_text_search: 'этикетки' });
    expect(idsOf(found)).toEqual([ids.labels]);
    expect(found).not.toHaveProperty('search_blocks');
    const elsewhere = await wikiList(client.id, pages.training, { full_text_search: 'этикетки' });
    expect(elsewhere.results).toEqual([]);
  });

  it('lets staff filter by flow and see every status; a client’s flows filter is ignored', async () => {
    const staffView = await wikiList(staff.id, pages.nutrition, { flows: otherFlow.id });
    expect(idsOf(staffView)).toEqual([ids.other]);
    const clientView = await wikiList(client.id, pages.nutrition, { flows: otherFlow.id });
    expect(idsOf(clientView)).not.toContain(ids.other);
    expect(clientView.results).toHaveLength(10);
  });

  it('titles the page and its publications’ category in the reader’s language', async () => {
    const body = await wikiList(english.id, pages.nutrition);
    expect(body.wiki_page).toEqual({ pk: pages.nutrition, title: 'Nutrition' });
    expect(body.results[0]?.wiki_page).toEqual({ pk: pages.nutrition, title: 'Nutrition' });
    const untranslated = await wikiList(english.id, pages.training);
    expect(untranslated.wiki_page.title).toBe('Тренировки');
  });

  it('answers 404 to readers for a category holding nothing for them, as the list hides it', async () => {
    // No flow: only publications for everyone, and the training posts are all for flows.
    const noFlow = await buildUser(db());
    const cases: [User, number][] = [
      [client, pages.empty],
      [noFlow, pages.training],
    ];
    for (const [reader, hidden] of cases) {
      const response = await kit.call('GET', api.wikiPublicationList(hidden), reader.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
  });

  it('answers staff an empty page for a category without publications', async () => {
    const body = await wikiList(staff.id, pages.empty);
    expect(body).toEqual({
      wiki_page: { pk: pages.empty, title: 'Пустая' },
      results: [],
      pagination: { page: 1, count_pages: null, next_page_number: null, has_next: false },
    });
  });

  it('answers 400 for a wiki id that is not a positive integer and 404 for an unknown one', async () => {
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999', 'wiki_pages', '%20']) {
      const response = await kit.call('GET', `/api/v1/publication/wiki/list/${bad}/`, client.id);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json(), bad).toEqual({ id: ['A valid integer is required.'] });
    }
    const unknown = await kit.call('GET', api.wikiPublicationList(2_000_000_000), client.id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect((await kit.call('GET', api.wikiPublicationList(pages.nutrition), null)).statusCode).toBe(
      401,
    );
  });

  it('answers 400 with field errors for bad queries, never 500', async () => {
    const url = (query: QueryValues) => withQuery(api.wikiPublicationList(pages.nutrition), query);
    const cases: [QueryValues, string][] = [
      [{ page: 0 }, 'page'],
      [{ page: 'abc' }, 'page'],
      [{ page: '1.5' }, 'page'],
      [{ ordering: 'title' }, 'ordering'],
      [{ full_text_search: 'x'.repeat(201) }, 'full_text_search'],
      [{ full_text_search: 'a\u0000b' }, 'full_text_search'],
      [{ flows: 'x' }, 'flows.0'],
    ];
    for (const [query, field] of cases) {
      const response = await kit.call('GET', url(query), client.id);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.json<object>()), JSON.stringify(query)).toEqual([field]);
    }
    for (const text of naughtyStrings as string[]) {
      const response = await kit.call('GET', url({ full_text_search: text }), client.id);
      expect([200, 400], text).toContain(response.statusCode);
    }
  });
});
