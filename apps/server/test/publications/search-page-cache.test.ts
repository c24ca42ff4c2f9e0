import {
  api,
  EditorListResponseSchema,
  FavoriteListResponseSchema,
  FeedListResponseSchema,
  withQuery,
  type FavoriteListResponse,
  type FeedListResponse,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  publicationFavorites,
  publications,
  scheduleItems,
  type User,
} from '../../src/db/schema.ts';
import { buildUser } from '../support/factories.ts';
import { bearer } from '../support/test-app.ts';
import { buildPublication } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';
import { getAs, useSharedCacheApp } from './shared-cache-app.ts';

const kit = usePublicationTestKit();
// Every change seen below is seen through the content or favorites version, never by expiry.
const setup = useSharedCacheApp(kit, { searchCacheTtlMs: 600_000 });

const search = (user: User, text: string) =>
  getAs(
    setup,
    user,
    withQuery(api.feedList, { full_text_search: text }),
    FeedListResponseSchema.strict(),
  );

const ids = (body: FeedListResponse) => body.results.map((post) => post.id).sort((a, b) => a - b);

const searchFavorites = (user: User, text: string) =>
  getAs(
    setup,
    user,
    withQuery(api.favoriteList, { full_text_search: text }),
    FavoriteListResponseSchema.strict(),
  );

/** The ids of a favorites page, in its order (most recently starred first). */
const favoriteIds = (body: FavoriteListResponse) => body.results.map((post) => post.id);

describe('shared search hits', () => {
  it('follow every change of the publications at once, and serve each reader their own state', async () => {
    const { db } = kit.database;
    const first = (
      await buildPublication(db, kit.taxonomy, { flows: [setup.flow], title: 'Кардио утром' })
    ).publication.id;
    expect(ids(await search(setup.reader, 'кардио'))).toEqual([first]);

    const second = (
      await buildPublication(db, kit.taxonomy, { flows: [setup.flow], title: 'Кардио вечером' })
    ).publication.id;
    expect(ids(await search(setup.neighbour, 'кардио'))).toEqual([first, second]);

    const like = await setup.shared.app.inject({
      method: 'POST',
      url: api.likePublicationCreate(first),
      headers: await bearer(setup.shared.tokens, setup.reader.id),
    });
    expect(like.statusCode).toBeLessThan(300);
    const mine = (await search(setup.reader, 'кардио')).results.find((post) => post.id === first);
    const theirs = (await search(setup.neighbour, 'кардио')).results.find(
      (post) => post.id === first,
    );
    expect(mine).toMatchObject({ i_liked: true, like_count: 1 });
    expect(theirs).toMatchObject({ i_liked: false, like_count: 1 });

    await db.update(publications).set({ status: 'draft' }).where(eq(publications.id, second));
    expect(ids(await search(setup.reader, 'кардио'))).toEqual([first]);
  });

  it('keep the correction of a misspelled text with its hits', async () => {
    const once = await search(setup.reader, 'кардеио');
    const twice = await search(setup.neighbour, 'кардеио');
    expect(once.search_correction).toBe('кардио');
    expect(twice.search_correction).toBe('кардио');
    expect(ids(twice)).toEqual(ids(once));
  });
});

describe('kept favorites pages', () => {
  it('follow the stars at once, also those made through another process', async () => {
    const { db } = kit.database;
    const build = async (title: string) =>
      (await buildPublication(db, kit.taxonomy, { flows: [setup.flow], title })).publication.id;
    const morning = await build('Растяжка утром');
    const evening = await build('Растяжка вечером');
    // kit.t is another process over the same database: it keeps nothing.
    const star = async (user: User, id: number, starred: boolean) => {
      const url = starred ? api.favoritePublicationCreate(id) : api.favoritePublicationDelete(id);
      const response = await kit.call(starred ? 'POST' : 'DELETE', url, user.id);
      expect(response.statusCode).toBe(200);
    };

    await star(setup.reader, morning, true);
    expect(favoriteIds(await searchFavorites(setup.reader, 'растяжка'))).toEqual([morning]);
    expect(favoriteIds(await searchFavorites(setup.neighbour, 'растяжка'))).toEqual([]);

    await star(setup.reader, evening, true);
    expect(favoriteIds(await searchFavorites(setup.reader, 'растяжка'))).toEqual([
      evening,
      morning,
    ]);

    await star(setup.reader, morning, false);
    expect(favoriteIds(await searchFavorites(setup.reader, 'растяжка'))).toEqual([evening]);

    // Whoever writes the favorites table moves the version (its triggers).
    await db
      .insert(publicationFavorites)
      .values({ userId: setup.reader.id, publicationId: morning });
    expect(favoriteIds(await searchFavorites(setup.reader, 'растяжка'))).toEqual([
      morning,
      evening,
    ]);

    await db.update(publications).set({ title: 'Скакалка' }).where(eq(publications.id, evening));
    expect(favoriteIds(await searchFavorites(setup.reader, 'растяжка'))).toEqual([morning]);
    const starredState = (await searchFavorites(setup.reader, 'растяжка')).results[0];
    expect(starredState).toMatchObject({ id: morning, favorite: true });
  });

  it('keep the correction of a misspelled text', async () => {
    const once = await searchFavorites(setup.reader, 'растяжкка');
    const twice = await searchFavorites(setup.reader, 'растяжкка');
    expect(once.search_correction).toBe('растяжка');
    expect(twice).toEqual(once);
  });
});

describe('shared editor list searches', () => {
  it('follow edits and schedule changes at once', async () => {
    const { db } = kit.database;
    const staff = await buildUser(db, { isStaff: true });
    const editorSearch = async (query: Record<string, string>) => {
      const response = await setup.shared.app.inject({
        method: 'GET',
        url: withQuery(api.editorPublicationList, query),
        headers: await bearer(setup.shared.tokens, staff.id),
      });
      expect(response.statusCode).toBe(200);
      return EditorListResponseSchema.strict()
        .parse(response.json())
        .results.map((row) => row.pk);
    };
    const { id } = (
      await buildPublication(db, kit.taxonomy, { status: 'draft', title: 'Планка каждый день' })
    ).publication;
    expect(await editorSearch({ full_text_search: 'планка' })).toEqual([id]);
    expect(await editorSearch({ full_text_search: 'планка', delayed: 'true' })).toEqual([]);

    await db.insert(scheduleItems).values({
      publicationId: id,
      event: 'activation',
      eventDate: new Date(Date.now() + 86_400_000),
    });
    expect(await editorSearch({ full_text_search: 'планка', delayed: 'true' })).toEqual([id]);

    await db.update(publications).set({ title: 'Отжимания' }).where(eq(publications.id, id));
    expect(await editorSearch({ full_text_search: 'планка' })).toEqual([]);
  });
});
