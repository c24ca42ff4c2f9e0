import {
  api,
  FeedListResponseSchema,
  FixListResponseSchema,
  type FeedListResponse,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  comments,
  feedTags,
  publicationFeedTags,
  publicationFlows,
  publicationItemViews,
  publications,
  type User,
} from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer } from '../support/test-app.ts';
import { buildComment, buildPublication } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';
import { getAs, useSharedCacheApp } from './shared-cache-app.ts';

const kit = usePublicationTestKit();
// Every change seen below is seen through the content version, never by expiry.
const setup = useSharedCacheApp(kit, { feedPageCacheTtlMs: 600_000, detailsTtlMs: 600_000 });

const feed = (user: User, query = '') =>
  getAs(
    setup,
    user,
    `${api.feedList}?feed_group=physical_transformation${query}`,
    FeedListResponseSchema.strict(),
  );
const pinned = async (user: User) =>
  (await getAs(setup, user, api.feedFixList, FixListResponseSchema.strict())).results;

async function post(user: User, url: string): Promise<void> {
  const response = await setup.shared.app.inject({
    method: 'POST',
    url,
    headers: await bearer(setup.shared.tokens, user.id),
  });
  expect(response.statusCode).toBeLessThan(300);
}

const ids = (body: FeedListResponse) => body.results.map((p) => p.id);
const find = (body: FeedListResponse, id: number) => body.results.find((p) => p.id === id);

describe('shared feed pages', () => {
  it('serve each reader their own likes, favorites, views and the current counters', async () => {
    const { db } = kit.database;
    const built = await buildPublication(db, kit.taxonomy, { flows: [setup.flow], videos: 2 });
    const id = built.publication.id;
    expect(find(await feed(setup.reader), id)).toMatchObject({ i_liked: false, like_count: 0 });

    await post(setup.neighbour, api.likePublicationCreate(id));
    await post(setup.reader, api.favoritePublicationCreate(id));
    const [firstVideo = 0] = built.videoIds;
    await db.insert(publicationItemViews).values({ userId: setup.reader.id, itemId: firstVideo });
    await buildComment(db, id, setup.neighbour.id);

    const mine = find(await feed(setup.reader), id);
    expect(mine).toMatchObject({ i_liked: false, favorite: true, like_count: 1, i_view: 50 });
    expect(mine?.comments_count).toBe(1);
    expect(mine?.videos.map((video) => video.is_view)).toEqual([true, false]);
    const theirs = find(await feed(setup.neighbour), id);
    expect(theirs).toMatchObject({ i_liked: true, favorite: false, like_count: 1, i_view: 0 });
    expect(theirs?.videos.map((video) => video.is_view)).toEqual([false, false]);
  });

  it("show a post's newest comment at once, and the one before when it goes", async () => {
    const { db } = kit.database;
    const id = (await buildPublication(db, kit.taxonomy, { flows: [setup.flow] })).publication.id;
    const lastComment = async () => find(await feed(setup.reader), id)?.last_comment;
    expect(await lastComment()).toBeNull();

    const at = Date.now();
    const first = await buildComment(db, id, setup.neighbour.id, { createdAt: new Date(at) });
    expect(await lastComment()).toMatchObject({ id: first, first_name: setup.neighbour.firstName });
    const second = await buildComment(db, id, setup.reader.id, {
      createdAt: new Date(at + 60_000),
    });
    expect(await lastComment()).toMatchObject({ id: second, first_name: setup.reader.firstName });

    await db.delete(comments).where(eq(comments.id, second));
    expect(await lastComment()).toMatchObject({ id: first });
    await db.delete(comments).where(eq(comments.id, first));
    expect(await lastComment()).toBeNull();
  });

  it('show a new, an unpublished, a re-flowed and an edited post at once', async () => {
    const { db } = kit.database;
    const before = await feed(setup.reader);
    const { id } = (await buildPublication(db, kit.taxonomy, { flows: [setup.flow] })).publication;
    expect(ids(await feed(setup.reader))).toEqual(
      [id, ...ids(before)].slice(0, ids(before).length + 1),
    );

    await db.update(publications).set({ title: 'Новое название' }).where(eq(publications.id, id));
    expect(find(await feed(setup.reader), id)?.title).toBe('Новое название');

    const [tag] = await db.select().from(feedTags).limit(1);
    if (!tag) throw new Error('The taxonomy has no tag');
    await db.insert(publicationFeedTags).values({ publicationId: id, tagId: tag.id });
    expect(find(await feed(setup.reader), id)?.feed_tags.map((t) => t.slug)).toEqual([tag.slug]);

    const other = await buildFlow(db);
    await db
      .update(publicationFlows)
      .set({ flowId: other.id })
      .where(eq(publicationFlows.publicationId, id));
    expect(ids(await feed(setup.reader))).not.toContain(id);

    await db
      .update(publicationFlows)
      .set({ flowId: setup.flow.id })
      .where(eq(publicationFlows.publicationId, id));
    expect(ids(await feed(setup.reader))).toContain(id);
    await db.update(publications).set({ status: 'draft' }).where(eq(publications.id, id));
    expect(ids(await feed(setup.reader))).not.toContain(id);
  });

  it('are shared only within one audience: another flow never sees them', async () => {
    const { db } = kit.database;
    const other = await buildFlow(db);
    const stranger = await buildUser(db, { flow: other });
    const { id } = (await buildPublication(db, kit.taxonomy, { flows: [setup.flow] })).publication;
    expect(ids(await feed(setup.reader))).toContain(id);
    expect(ids(await feed(stranger))).not.toContain(id);
  });

  it('share the pinned list the same way: pinned, unpinned and edited posts show at once', async () => {
    const { db } = kit.database;
    const other = await buildFlow(db);
    const stranger = await buildUser(db, { flow: other });
    expect(await pinned(setup.reader)).toEqual([]);
    const { id } = (await buildPublication(db, kit.taxonomy, { flows: [setup.flow], fix: true }))
      .publication;
    expect((await pinned(setup.reader)).map((p) => p.id)).toEqual([id]);
    expect(await pinned(stranger)).toEqual([]);

    await post(setup.neighbour, api.likePublicationCreate(id));
    expect((await pinned(setup.neighbour))[0]).toMatchObject({ i_liked: true, like_count: 1 });
    expect((await pinned(setup.reader))[0]).toMatchObject({ i_liked: false, like_count: 1 });

    await db.update(publications).set({ title: 'Закреплено' }).where(eq(publications.id, id));
    expect((await pinned(setup.reader))[0]?.title).toBe('Закреплено');
    await db.update(publications).set({ fix: false }).where(eq(publications.id, id));
    expect(await pinned(setup.reader)).toEqual([]);
  });
});
