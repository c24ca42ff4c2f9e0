import {
  api,
  EditorListResponseSchema,
  FavoriteListResponseSchema,
  FeedListResponseSchema,
  WikiListResponseSchema,
  withQuery,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publications, type User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication, buildWikiPage } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';

const kit = usePublicationTestKit();

let client: User;
let staff: User;
let breathingPage: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const { db } = kit.database;
  const flow = await buildFlow(db);
  const otherFlow = await buildFlow(db);
  client = await buildUser(db, { flow });
  staff = await buildUser(db, { isStaff: true });
  breathingPage = await buildWikiPage(db, 'Дыхание');
  const build = async (key: string, options: Parameters<typeof buildPublication>[2]) => {
    ids[key] = (await buildPublication(db, kit.taxonomy, options)).publication.id;
  };
  await build('training', {
    flows: [flow],
    title: 'Тренировка дня',
    bodyText: 'Круговая на всё тело',
  });
  await build('coach', { flows: [flow], title: 'Тренер отвечает на вопросы' });
  await build('english', { flows: [flow], title: 'Morning training routine', language: 'en' });
  await build('protein', { flows: [flow], title: 'Белок в завтраке' });
  await build('breathing', {
    flows: [flow],
    group: null,
    wikiPageId: breathingPage,
    title: 'Дыхательная гимнастика',
  });
  await build('secret', { flows: [otherFlow], title: 'Секретная методика' });
  await build('draft', { flows: [flow], status: 'draft', title: 'Черновик рубрики' });
  const favorite = await kit.call(
    'POST',
    api.favoritePublicationCreate(ids.protein ?? 0),
    client.id,
  );
  expect(favorite.statusCode).toBe(200);
});

async function feedSearch(text: string) {
  const response = await kit.call(
    'GET',
    withQuery(api.feedList, { full_text_search: text }),
    client.id,
  );
  expect(response.statusCode, response.body).toBe(200);
  const body = FeedListResponseSchema.strict().parse(response.json());
  const found = [
    ...body.results,
    ...(body.search_blocks ?? []).flatMap((block) => [
      ...block.results,
      ...block.folders.flatMap((folder) => folder.results),
    ]),
  ];
  return { correction: body.search_correction, keys: keysOf(found.map((post) => post.id)) };
}

function keysOf(found: readonly number[]): string[] {
  const keys = Object.keys(ids).filter((key) => found.includes(ids[key] ?? 0));
  return keys.sort();
}

describe('search forgives typos and completes the last word', () => {
  it('completes a word being typed: «трен» finds тренировка and тренер', async () => {
    expect(await feedSearch('трен')).toEqual({
      correction: undefined,
      keys: ['coach', 'training'],
    });
  });

  it('answers a Russian typo with the closest word and says so', async () => {
    expect(await feedSearch('тренеровка')).toEqual({
      correction: 'тренировка',
      keys: ['training'],
    });
    expect(await feedSearch('Тренеровка ДНЯ')).toEqual({
      correction: 'тренировка дня',
      keys: ['training'],
    });
  });

  it('answers an English typo (two letters swapped) with the closest word', async () => {
    expect(await feedSearch('trainnig')).toEqual({ correction: 'training', keys: ['english'] });
  });

  it('finds Latin and Cyrillic words exactly, without a correction', async () => {
    expect(await feedSearch('routine')).toEqual({ correction: undefined, keys: ['english'] });
    expect(await feedSearch('белок')).toEqual({ correction: undefined, keys: ['protein'] });
  });

  it('finds nothing for a word like no other, and a single letter is no prefix', async () => {
    expect(await feedSearch('абырвалг')).toEqual({ correction: undefined, keys: [] });
    expect(await feedSearch('qzxwv')).toEqual({ correction: undefined, keys: [] });
    expect(await feedSearch('т')).toEqual({ correction: undefined, keys: [] });
    expect(await feedSearch('b')).toEqual({ correction: undefined, keys: [] });
  });

  it('never suggests a word found only in posts the reader may not see', async () => {
    expect(await feedSearch('секретнея')).toEqual({ correction: undefined, keys: [] });
    expect(await feedSearch('черновек')).toEqual({ correction: undefined, keys: [] });
  });

  it('learns the words of an edited title', async () => {
    await kit.database.db
      .update(publications)
      .set({ title: 'Упражнение для спины' })
      .where(eq(publications.id, ids.coach ?? 0));
    expect(await feedSearch('упражнеине')).toEqual({ correction: 'упражнение', keys: ['coach'] });
  });

  it('corrects the favorites, wiki page and editor list searches too', async () => {
    const favorites = await kit.call(
      'GET',
      withQuery(api.favoriteList, { full_text_search: 'белог' }),
      client.id,
    );
    const favoritesBody = FavoriteListResponseSchema.strict().parse(favorites.json());
    expect(favoritesBody.search_correction).toBe('белок');
    expect(keysOf(favoritesBody.results.map((post) => post.id))).toEqual(['protein']);

    const wiki = await kit.call(
      'GET',
      withQuery(api.wikiPublicationList(breathingPage), { full_text_search: 'дыхательнея' }),
      client.id,
    );
    const wikiBody = WikiListResponseSchema.strict().parse(wiki.json());
    expect(wikiBody.search_correction).toBe('дыхательная');
    expect(keysOf(wikiBody.results.map((post) => post.id))).toEqual(['breathing']);

    const editor = await kit.call(
      'GET',
      withQuery(api.editorPublicationList, { full_text_search: 'черновек' }),
      staff.id,
    );
    const editorBody = EditorListResponseSchema.strict().parse(editor.json());
    expect(editorBody.search_correction).toBe('черновик');
    expect(keysOf(editorBody.results.map((row) => row.pk))).toEqual(['draft']);
  });
});
