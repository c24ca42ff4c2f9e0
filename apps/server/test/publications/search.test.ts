import {
  api,
  SEARCH_COUNT_LIMIT,
  FeedListResponseSchema,
  WikiListResponseSchema,
  withQuery,
  type FeedListResponse,
} from '@app/contract';
import naughtyStrings from 'big-list-of-naughty-strings' with { type: 'json' };
import { beforeAll, describe, expect, it } from 'vitest';
import { MATCHES_READ_MOST } from '../../src/modules/publications/feed-search-service.ts';
import { publications, type Flow, type User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication, buildWikiPage } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';

const kit = usePublicationTestKit();

let flow: Flow;
let client: User;
let paid: User;
let english: User;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { db } = kit.database;
  const build = async (key: string, options: Parameters<typeof buildPublication>[2]) => {
    ids[key] = (await buildPublication(db, kit.taxonomy, options)).publication.id;
  };
  flow = await buildFlow(db);
  const otherFlow = await buildFlow(db);
  client = await buildUser(db, { flow });
  paid = await buildUser(db, { flow, isPaidRpp: true });
  english = await buildUser(db, { flow, language: 'en' });
  const breathing = await buildWikiPage(db, 'Дыхание', 'Breathing');
  const sport = await buildWikiPage(db, 'Спорт');
  await build('morning', { flows: [flow], title: 'Утренняя тренировка для начинающих' });
  await build('workout', { flows: [flow], title: 'A short workout at home', language: 'en' });
  await build('attention', { flows: [flow], group: 'physical_rpp', title: 'Тренировка внимания' });
  await build('breath', {
    flows: [flow],
    group: null,
    wikiPageId: breathing,
    title: 'Тренировка дыхания',
  });
  await build('strength', {
    flows: [flow],
    group: null,
    wikiPageId: sport,
    title: 'Силовая тренировка',
  });
  await build('stretch', {
    flows: [flow],
    group: null,
    wikiPageId: breathing,
    previewText: 'Тренировки на растяжку',
  });
  await build('tea', { flows: [flow], title: 'Зелёный чай и вода' });
  await build('hidden', { flows: [otherFlow], title: 'Тренировка чужого потока' });
  await build('draft', { flows: [flow], status: 'draft', title: 'Черновик тренировки' });
});

async function search(userId: number, text: string, extra: Record<string, string> = {}) {
  const response = await kit.call(
    'GET',
    withQuery(api.feedList, { full_text_search: text, ...extra }),
    userId,
  );
  expect(response.statusCode).toBe(200);
  const body = response.json<FeedListResponse>();
  expect(FeedListResponseSchema.strict().safeParse(body).success).toBe(true);
  return body;
}

const idsOf = (list: { id: number }[]) => list.map((p) => p.id).sort((a, b) => a - b);
const sorted = (...keys: string[]) => keys.map((key) => ids[key] ?? 0).sort((a, b) => a - b);

describe('full-text search of the feed', () => {
  it('finds «тренировка» by «тренировки» (Russian morphology) in the visible posts only', async () => {
    const body = await search(client.id, 'тренировки');
    expect(idsOf(body.results)).toEqual(sorted('morning'));
    expect(body.count_by_group).toEqual({ physical_transformation: 1, physical_rpp: 0, wiki: 3 });
    const blocks = body.search_blocks ?? [];
    expect(blocks.map((b) => [b.order, b.slug, b.count])).toEqual([
      [1, 'physical_transformation', 1],
      [2, 'wiki', 3],
    ]);
    expect(blocks[0]?.title).toBe('Физическая трансформация');
    expect(blocks[0]?.folders).toEqual([]);
  });

  it('groups the wiki block by wiki page title, best rank first', async () => {
    const wiki = (await search(client.id, 'тренировка')).search_blocks?.find(
      (b) => b.slug === 'wiki',
    );
    // Sent once, in the folders: the folder of the best result first.
    expect(wiki?.results).toEqual([]);
    expect(wiki?.folders.map((f) => [f.title, f.results.map((p) => p.id)])).toEqual([
      ['Спорт', [ids.strength]],
      // Title matches weigh more than preview text: the preview-only match comes last.
      ['Дыхание', [ids.breath, ids.stretch]],
    ]);
  });

  it('names the wiki folders in English for English users, in Russian when untranslated', async () => {
    const wiki = (await search(english.id, 'тренировка')).search_blocks?.find(
      (b) => b.slug === 'wiki',
    );
    const folders = Object.fromEntries(
      (wiki?.folders ?? []).map((f) => [f.title, idsOf(f.results)]),
    );
    expect(folders).toEqual({ Breathing: sorted('breath', 'stretch'), Спорт: sorted('strength') });
    const breath = wiki?.folders.flatMap((f) => f.results).find((p) => p.id === ids.breath);
    expect(breath?.wiki_page?.title).toBe('Breathing');
  });

  it('finds "workout" by "workouts" (English morphology)', async () => {
    const body = await search(client.id, 'workouts');
    expect(idsOf(body.results)).toEqual(sorted('workout'));
  });

  it('reads ё as е both ways', async () => {
    expect(idsOf((await search(client.id, 'зеленый')).results)).toEqual(sorted('tea'));
    expect(idsOf((await search(client.id, 'Зелёного')).results)).toEqual(sorted('tea'));
  });

  it('adds the psychology block for paid users, first when that group is selected', async () => {
    const body = await search(paid.id, 'тренировки');
    expect(body.search_blocks?.map((b) => b.slug)).toEqual([
      'physical_transformation',
      'physical_rpp',
      'wiki',
    ]);
    expect(body.count_by_group.physical_rpp).toBe(1);
    const rppFirst = await search(paid.id, 'тренировки', { feed_group: 'physical_rpp' });
    expect(rppFirst.search_blocks?.map((b) => [b.order, b.slug])).toEqual([
      [1, 'physical_rpp'],
      [2, 'physical_transformation'],
      [3, 'wiki'],
    ]);
    expect(idsOf(rppFirst.results)).toEqual(sorted('attention'));
    const client = await search(paid.id, 'тренировки', { ordering_group: 'physical_rpp' });
    expect(client.search_blocks?.[0]?.slug).toBe('physical_rpp');
  });

  it('never shows the psychology block to others, even when they ask for the group', async () => {
    const body = await search(client.id, 'тренировки', { feed_group: 'physical_rpp' });
    expect(body.search_blocks?.map((b) => b.slug)).toEqual(['physical_transformation', 'wiki']);
    expect(body.results).toEqual([]);
  });

  it('titles the blocks in English for English users', async () => {
    const body = await search(english.id, 'workout');
    expect(body.search_blocks?.map((b) => b.title)).toEqual(['Physical Transformation', 'Wiki']);
  });

  it('treats an empty or blank text as no search', async () => {
    expect(await search(client.id, '   ')).not.toHaveProperty('search_blocks');
  });

  it('answers 200 or 400, never 500, to every naughty string, echoing none of them', async () => {
    for (const text of [
      ...naughtyStrings,
      '\n',
      '\r\n',
      '\r',
      '\u2028',
      'a\u0000b',
      "'; drop table publications; --",
    ]) {
      const response = await kit.call(
        'GET',
        withQuery(api.feedList, { full_text_search: text }),
        client.id,
      );
      expect([200, 400], `status for ${JSON.stringify(text)}`).toContain(response.statusCode);
      if (/[<>]|script:/i.test(text)) expect(response.body).not.toContain(text);
    }
    // The table is still there and the search still works.
    expect(idsOf((await search(client.id, 'тренировки')).results)).toEqual(sorted('morning'));
    // Some 700 searches, most of them with spelling help: minutes on a loaded machine.
  }, 120_000);
});

describe('order of search results', () => {
  const squats: { key: string; id: number }[] = [];
  let squatsPage: number;

  beforeAll(async () => {
    const { db } = kit.database;
    squatsPage = await buildWikiPage(db, 'Приседания');
    // Built in turn, so the title matches and the body matches interleave in time.
    for (let index = 0; index < 6; index += 1) {
      for (const where of ['title', 'body'] as const) {
        const text = `Приседания с гантелями, день ${index}`;
        const { publication } = await buildPublication(db, kit.taxonomy, {
          flows: [flow],
          group: null,
          wikiPageId: squatsPage,
          ...(where === 'title' ? { title: text } : { title: `Занятие ${index}`, bodyText: text }),
        });
        squats.push({ key: `${where}${index}`, id: publication.id });
      }
    }
  });

  async function wikiSearch(text: string, page: number) {
    const response = await kit.call(
      'GET',
      withQuery(api.wikiPublicationList(squatsPage), { full_text_search: text, page }),
      client.id,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = WikiListResponseSchema.parse(response.json());
    const keys = body.results.map((post) => squats.find((squat) => squat.id === post.id)?.key);
    return { keys, hasNext: body.pagination.next_page_number !== null };
  }

  it('puts title matches first, then the others, each newest first, across pages', async () => {
    expect(await wikiSearch('приседаний', 1)).toEqual({
      keys: ['title5', 'title4', 'title3', 'title2', 'title1', 'title0'].concat([
        'body5',
        'body4',
        'body3',
        'body2',
      ]),
      hasNext: true,
    });
    expect(await wikiSearch('приседаний', 2)).toEqual({ keys: ['body1', 'body0'], hasNext: false });
  });

  it('reads a title match of every word, or of a phrase, the same way', async () => {
    const titleFirst = ['title5', 'title4', 'title3', 'title2', 'title1', 'title0'];
    expect((await wikiSearch('гантели присед', 1)).keys.slice(0, 6)).toEqual(titleFirst);
    expect((await wikiSearch('"приседания с гантелями"', 1)).keys.slice(0, 6)).toEqual(titleFirst);
    // One word in the title and one only in the body: not a title match.
    expect((await wikiSearch('занятие гантели', 1)).keys).toEqual([
      'body5',
      'body4',
      'body3',
      'body2',
      'body1',
      'body0',
    ]);
  });
});

describe('search counts', () => {
  beforeAll(async () => {
    const post = (title: string, index: number) => ({
      title: `${title} ${index}`,
      status: 'published' as const,
      pubStartDate: new Date(Date.UTC(2025, 0, 1) + index * 60_000),
      sectionId: kit.taxonomy.sections.feed,
      feedGroupId: kit.taxonomy.groups.physical_transformation,
    });
    const posts = (title: string, count: number) =>
      Array.from({ length: count }, (_, index) => post(title, index));
    await kit.database.db
      .insert(publications)
      .values([...posts('Кардио', SEARCH_COUNT_LIMIT + 1), ...posts('Планка', SEARCH_COUNT_LIMIT)]);
  });

  it('stop at the limit and say "more than" beyond it', async () => {
    const body = await search(client.id, 'кардио');
    expect(body.count_by_group.physical_transformation).toBe(SEARCH_COUNT_LIMIT);
    expect(body.search_blocks?.[0]).toMatchObject({
      slug: 'physical_transformation',
      count: SEARCH_COUNT_LIMIT,
      count_is_capped: true,
    });
  });

  it('are exact up to the limit', async () => {
    const body = await search(client.id, 'планка');
    expect(body.count_by_group.physical_transformation).toBe(SEARCH_COUNT_LIMIT);
    expect(body.search_blocks?.[0]).toMatchObject({
      count: SEARCH_COUNT_LIMIT,
      count_is_capped: false,
    });
    expect(body.search_blocks?.[1]).toMatchObject({
      slug: 'wiki',
      count: 0,
      count_is_capped: false,
    });
  });
});

describe('a search with more matches than it reads at once', () => {
  const newest: number[] = [];
  const bodyOnly: number[] = [];

  beforeAll(async () => {
    const base = Date.UTC(2025, 5, 1);
    const post = (index: number, text: { title: string; bodyText?: string }) => ({
      ...text,
      status: 'published' as const,
      pubStartDate: new Date(base + index * 60_000),
      sectionId: kit.taxonomy.sections.feed,
      feedGroupId: kit.taxonomy.groups.physical_transformation,
    });
    const titles = Array.from({ length: MATCHES_READ_MOST + 1 }, (_, index) =>
      post(index, { title: `Гречка ${index}` }),
    );
    // Newer than every title match, matching in the body only.
    const bodies = [1, 2, 3].map((n) =>
      post(MATCHES_READ_MOST + n, { title: `Обед ${n}`, bodyText: 'Гречка с овощами' }),
    );
    const rows = await kit.database.db
      .insert(publications)
      .values([...titles, ...bodies])
      .returning({ id: publications.id, title: publications.title });
    const idOf = (title: string) => rows.find((row) => row.title === title)?.id ?? 0;
    bodyOnly.push(...[3, 2, 1].map((n) => idOf(`Обед ${n}`)));
    for (let index = MATCHES_READ_MOST; newest.length < 20; index -= 1) {
      newest.push(idOf(`Гречка ${index}`));
    }
  });

  it('pages, counts and ranks them from the database as it does a few', async () => {
    const body = await search(client.id, 'гречка', { feed_group: 'physical_transformation' });
    // The page in date order; the block title matches first.
    expect(body.results.map((post) => post.id)).toEqual([...bodyOnly, ...newest.slice(0, 7)]);
    expect(body.pagination.has_next).toBe(true);
    expect(body.count_by_group.physical_transformation).toBe(SEARCH_COUNT_LIMIT);
    expect(body.search_blocks?.[0]).toMatchObject({
      slug: 'physical_transformation',
      count: SEARCH_COUNT_LIMIT,
      count_is_capped: true,
    });
    expect(body.search_blocks?.[0]?.results.map((post) => post.id)).toEqual(newest);
  });
});
