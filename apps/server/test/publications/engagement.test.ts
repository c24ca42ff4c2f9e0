import {
  api,
  PublicationFavoriteStateSchema,
  PublicationItemViewStateSchema,
  PublicationLikeStateSchema,
  PublicationViewStateSchema,
  type Publication,
  type PublicationItemViewState,
  type PublicationViewState,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Flow, User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';

const kit = usePublicationTestKit();

let flow: Flow;
let client: User;
let staff: User;

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  client = await buildUser(db, { flow });
  staff = await buildUser(db, { isStaff: true });
});

async function post(url: string, userId: number | null, method: 'POST' | 'DELETE' = 'POST') {
  return kit.call(method, url, userId);
}

async function ok<T>(url: string, userId: number, method: 'POST' | 'DELETE' = 'POST'): Promise<T> {
  const response = await post(url, userId, method);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function retrive(id: number, userId: number): Promise<Publication> {
  return (await kit.call('GET', api.publicationRetrive(id), userId)).json<Publication>();
}

describe('viewed marks and i_view', () => {
  it('marks a multi-video post and all its videos viewed, and clears them all again', async () => {
    const { publication, videoIds } = await buildPublication(kit.database.db, kit.taxonomy, {
      flows: [flow],
      videos: 3,
    });
    const id = publication.id;
    const viewed = await ok<PublicationViewState>(api.viewPublicationCreate(id), client.id);
    expect(PublicationViewStateSchema.strict().safeParse(viewed).success).toBe(true);
    expect(viewed).toEqual({
      id,
      i_view: 100,
      videos: videoIds.map((pk) => ({ pk, is_view: true })),
    });
    expect(await ok<PublicationViewState>(api.viewPublicationCreate(id), client.id)).toEqual(
      viewed,
    );
    expect((await retrive(id, client.id)).i_view).toBe(100);
    const cleared = await ok<PublicationViewState>(
      api.viewPublicationDelete(id),
      client.id,
      'DELETE',
    );
    expect(cleared).toEqual({
      id,
      i_view: 0,
      videos: videoIds.map((pk) => ({ pk, is_view: false })),
    });
    expect(
      await ok<PublicationViewState>(api.viewPublicationDelete(id), client.id, 'DELETE'),
    ).toEqual(cleared);
  });

  it('counts the share of viewed videos item by item', async () => {
    const { publication, videoIds } = await buildPublication(kit.database.db, kit.taxonomy, {
      flows: [flow],
      videos: 3,
    });
    const [first, second, third] = videoIds as [number, number, number];
    const one = await ok<PublicationItemViewState>(api.viewPublicationItemCreate(first), client.id);
    expect(PublicationItemViewStateSchema.strict().safeParse(one).success).toBe(true);
    expect(one).toEqual({
      id: first,
      is_view: true,
      publication: { id: publication.id, i_view: 33 },
    });
    expect(
      (await ok<PublicationItemViewState>(api.viewPublicationItemCreate(second), client.id))
        .publication.i_view,
    ).toBe(67);
    expect(
      (await ok<PublicationItemViewState>(api.viewPublicationItemCreate(third), client.id))
        .publication.i_view,
    ).toBe(100);
    const off = await ok<PublicationItemViewState>(
      api.viewPublicationItemDelete(second),
      client.id,
      'DELETE',
    );
    expect(off).toEqual({
      id: second,
      is_view: false,
      publication: { id: publication.id, i_view: 67 },
    });
    const detail = await retrive(publication.id, client.id);
    expect(detail.i_view).toBe(67);
    expect(detail.videos.map((v) => v.is_view)).toEqual([true, false, true]);
  });

  it('toggles a single-video or video-less post between 0 and 100', async () => {
    const { db } = kit.database;
    const single = await buildPublication(db, kit.taxonomy, { flows: [flow], videos: 1 });
    const id = single.publication.id;
    expect((await ok<PublicationViewState>(api.viewPublicationCreate(id), client.id)).i_view).toBe(
      100,
    );
    expect(
      (await ok<PublicationViewState>(api.viewPublicationDelete(id), client.id, 'DELETE')).i_view,
    ).toBe(0);
    const video = single.videoIds[0] ?? 0;
    expect(
      (await ok<PublicationItemViewState>(api.viewPublicationItemCreate(video), client.id))
        .publication.i_view,
    ).toBe(100);
    const none = await buildPublication(db, kit.taxonomy, { flows: [flow] });
    expect(
      await ok<PublicationViewState>(api.viewPublicationCreate(none.publication.id), client.id),
    ).toEqual({
      id: none.publication.id,
      i_view: 100,
      videos: [],
    });
    // Another user's marks are their own.
    const other = await buildUser(db, { flow });
    expect((await retrive(none.publication.id, other.id)).i_view).toBe(0);
  });

  it('refuses staff (403) and invisible posts (404)', async () => {
    const { db } = kit.database;
    const { publication, videoIds } = await buildPublication(db, kit.taxonomy, {
      flows: [flow],
      videos: 2,
    });
    const denied = await post(api.viewPublicationCreate(publication.id), staff.id);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toHaveProperty('detail');
    expect((await post(api.viewPublicationItemCreate(videoIds[0] ?? 0), staff.id)).statusCode).toBe(
      403,
    );
    const draft = await buildPublication(db, kit.taxonomy, {
      flows: [flow],
      status: 'draft',
      videos: 1,
    });
    expect(
      (await post(api.viewPublicationCreate(draft.publication.id), client.id)).statusCode,
    ).toBe(404);
    expect(
      (await post(api.viewPublicationItemCreate(draft.videoIds[0] ?? 0), client.id)).statusCode,
    ).toBe(404);
    expect((await post(api.viewPublicationItemDelete(999_999), client.id)).statusCode).toBe(404);
    expect((await post(api.viewPublicationCreate(publication.id), null)).statusCode).toBe(401);
  });
});

describe('likes', () => {
  it('likes and unlikes idempotently with the count', async () => {
    const { db } = kit.database;
    const { publication } = await buildPublication(db, kit.taxonomy, { flows: [flow] });
    const id = publication.id;
    const other = await buildUser(db, { flow });
    await ok(api.likePublicationCreate(id), other.id);
    const liked = await ok(api.likePublicationCreate(id), client.id);
    expect(PublicationLikeStateSchema.strict().safeParse(liked).success).toBe(true);
    expect(liked).toEqual({ id, i_liked: true, like_count: 2 });
    expect(await ok(api.likePublicationCreate(id), client.id)).toEqual(liked);
    expect(await retrive(id, client.id)).toMatchObject({ i_liked: true, like_count: 2 });
    expect(await ok(api.likePublicationDelete(id), client.id, 'DELETE')).toEqual({
      id,
      i_liked: false,
      like_count: 1,
    });
    expect(await ok(api.likePublicationDelete(id), client.id, 'DELETE')).toEqual({
      id,
      i_liked: false,
      like_count: 1,
    });
  });

  it('refuses green-flow users with 403 but still shows them the counts', async () => {
    const { db } = kit.database;
    const greenFlow = await buildFlow(db, { isGreen: true });
    const green = await buildUser(db, { flow: greenFlow });
    const { publication } = await buildPublication(db, kit.taxonomy, { flows: [greenFlow] });
    for (const method of ['POST', 'DELETE'] as const) {
      const url =
        method === 'POST'
          ? api.likePublicationCreate(publication.id)
          : api.likePublicationDelete(publication.id);
      const response = await post(url, green.id, method);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ detail: expect.any(String) });
    }
    expect(await retrive(publication.id, green.id)).toMatchObject({
      i_liked: false,
      like_count: 0,
    });
  });

  it('answers 404 for other flows and 400 for a bad id', async () => {
    const { publication } = await buildPublication(kit.database.db, kit.taxonomy, {
      flows: [await buildFlow(kit.database.db)],
    });
    expect((await post(api.likePublicationCreate(publication.id), client.id)).statusCode).toBe(404);
    expect(
      (await kit.call('POST', '/api/v1/like-publication/create/abc/', client.id)).statusCode,
    ).toBe(400);
  });
});

describe('favorites', () => {
  it('adds and removes idempotently', async () => {
    const { publication } = await buildPublication(kit.database.db, kit.taxonomy, {
      flows: [flow],
    });
    const id = publication.id;
    const added = await ok(api.favoritePublicationCreate(id), client.id);
    expect(PublicationFavoriteStateSchema.strict().safeParse(added).success).toBe(true);
    expect(added).toEqual({ id, favorite: true });
    expect(await ok(api.favoritePublicationCreate(id), client.id)).toEqual(added);
    expect((await retrive(id, client.id)).favorite).toBe(true);
    expect(await ok(api.favoritePublicationDelete(id), client.id, 'DELETE')).toEqual({
      id,
      favorite: false,
    });
    expect(await ok(api.favoritePublicationDelete(id), client.id, 'DELETE')).toEqual({
      id,
      favorite: false,
    });
  });

  it('refuses staff with 403 and invisible posts with 404', async () => {
    const { db } = kit.database;
    const { publication } = await buildPublication(db, kit.taxonomy, { flows: [flow] });
    expect((await post(api.favoritePublicationCreate(publication.id), staff.id)).statusCode).toBe(
      403,
    );
    const draft = await buildPublication(db, kit.taxonomy, { flows: [flow], status: 'draft' });
    expect(
      (await post(api.favoritePublicationCreate(draft.publication.id), client.id)).statusCode,
    ).toBe(404);
  });
});
