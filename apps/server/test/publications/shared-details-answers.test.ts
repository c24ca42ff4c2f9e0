import {
  api,
  withQuery,
  type FavoriteListResponse,
  type FixListResponse,
  type Publication,
  type WikiListResponse,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publicationItemViews, publications, type User } from '../../src/db/schema.ts';
import { bearer } from '../support/test-app.ts';
import { buildPublication, buildWikiPage } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';
import { useSharedCacheApp } from './shared-cache-app.ts';

const kit = usePublicationTestKit();
// Every change seen below is seen through the content version, never by expiry.
const setup = useSharedCacheApp(kit, { feedPageCacheTtlMs: 600_000, detailsTtlMs: 600_000 });

async function call(method: 'GET' | 'POST', url: string, user: User) {
  return setup.shared.app.inject({
    method,
    url,
    headers: await bearer(setup.shared.tokens, user.id),
  });
}

async function get<T>(url: string, user: User): Promise<T> {
  const response = await call('GET', url, user);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<T>();
}

async function post(url: string, user: User): Promise<void> {
  expect((await call('POST', url, user)).statusCode).toBeLessThan(300);
}

const detail = (id: number, user: User) => get<Publication>(api.publicationRetrive(id), user);
const fixList = async (user: User) =>
  (await get<FixListResponse>(withQuery(api.feedFixList, {}), user)).results;
const favorites = async (user: User, text = '') =>
  (await get<FavoriteListResponse>(withQuery(api.favoriteList, { full_text_search: text }), user))
    .results;

describe('the detail, the fix-list, the favorites and the wiki list, from the shared details', () => {
  it('answer each reader their own likes, favorites, views and the current counters', async () => {
    const { db } = kit.database;
    const built = await buildPublication(db, kit.taxonomy, {
      flows: [setup.flow],
      fix: true,
      videos: 2,
    });
    const id = built.publication.id;
    expect(await detail(id, setup.reader)).toMatchObject({ i_liked: false, like_count: 0 });
    expect((await fixList(setup.reader)).find((p) => p.id === id)).toMatchObject({ i_view: 0 });

    await post(api.likePublicationCreate(id), setup.neighbour);
    await post(api.favoritePublicationCreate(id), setup.reader);
    const [firstVideo = 0] = built.videoIds;
    await db.insert(publicationItemViews).values({ userId: setup.reader.id, itemId: firstVideo });

    const mine = await detail(id, setup.reader);
    expect(mine).toMatchObject({ i_liked: false, favorite: true, like_count: 1, i_view: 50 });
    expect(mine.publication_items.filter((item) => item.is_view).map((item) => item.pk)).toEqual([
      firstVideo,
    ]);
    expect((await fixList(setup.reader)).find((p) => p.id === id)).toMatchObject(mine);
    expect((await favorites(setup.reader)).map((p) => p.id)).toContain(id);
    const theirs = await detail(id, setup.neighbour);
    expect(theirs).toMatchObject({ i_liked: true, favorite: false, like_count: 1, i_view: 0 });
    expect((await favorites(setup.neighbour)).map((p) => p.id)).not.toContain(id);
  });

  it('show an edit at once, and an unpublished post no more', async () => {
    const { db } = kit.database;
    const { id } = (await buildPublication(db, kit.taxonomy, { flows: [setup.flow], fix: true }))
      .publication;
    await post(api.favoritePublicationCreate(id), setup.reader);
    expect((await detail(id, setup.reader)).title).not.toBe('Заголовок после правки');
    expect((await fixList(setup.reader)).map((p) => p.id)).toContain(id);

    await db
      .update(publications)
      .set({ title: 'Заголовок после правки' })
      .where(eq(publications.id, id));
    expect((await detail(id, setup.reader)).title).toBe('Заголовок после правки');
    expect((await fixList(setup.reader)).find((p) => p.id === id)?.title).toBe(
      'Заголовок после правки',
    );
    expect((await favorites(setup.reader, 'правки')).map((p) => p.title)).toEqual([
      'Заголовок после правки',
    ]);

    await db.update(publications).set({ status: 'draft' }).where(eq(publications.id, id));
    expect((await call('GET', api.publicationRetrive(id), setup.reader)).statusCode).toBe(404);
    expect((await fixList(setup.reader)).map((p) => p.id)).not.toContain(id);
  });

  it('list a wiki page with each reader’s own state, and an edit at once', async () => {
    const { db } = kit.database;
    const wikiPageId = await buildWikiPage(db, 'Сон');
    const { id } = (
      await buildPublication(db, kit.taxonomy, { flows: [setup.flow], group: null, wikiPageId })
    ).publication;
    const wikiList = async (user: User) =>
      (await get<WikiListResponse>(api.wikiPublicationList(wikiPageId), user)).results;
    await post(api.likePublicationCreate(id), setup.reader);
    expect(await wikiList(setup.reader)).toMatchObject([{ id, i_liked: true, like_count: 1 }]);
    expect(await wikiList(setup.neighbour)).toMatchObject([{ id, i_liked: false, like_count: 1 }]);

    await db
      .update(publications)
      .set({ title: 'Сон и восстановление' })
      .where(eq(publications.id, id));
    expect((await wikiList(setup.neighbour)).map((p) => p.title)).toEqual(['Сон и восстановление']);
  });
});
