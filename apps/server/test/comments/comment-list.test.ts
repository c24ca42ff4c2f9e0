import {
  api,
  ChildrenCommentListResponseSchema,
  CommentFindResponseSchema,
  ParentCommentListResponseSchema,
  withQuery,
  type ChildrenCommentListResponse,
  type CommentFindResponse,
  type FixedCommentListResponse,
  type ParentCommentListResponse,
  type QueryValues,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  commentLikes,
  commentReports,
  comments,
  type Flow,
  type User,
} from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { useCommentTestKit } from './comment-test-kit.ts';

const kit = useCommentTestKit();

let flow: Flow;
let client: User;
let author: User;
let stranger: User;
let staff: User;
let moderator: User;
let publicationId: number;
/** Top-level comments of the thread, oldest first (45, the 10th pinned). */
let topIds: number[];
let pinnedId: number;
/** Listed (not pinned) ids, oldest first: 44 of them, 3 pages. */
let listedIds: number[];
let replyIds: number[];

const minute = 60_000;
const start = Date.UTC(2026, 1, 1);

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  client = await buildUser(db, { flow });
  author = await buildUser(db, { flow, firstName: 'Вера', lastName: 'Орлова', expert: true });
  stranger = await buildUser(db, { flow: await buildFlow(db) });
  staff = await buildUser(db, { isStaff: true });
  moderator = await buildUser(db, { flow, moderator: true });
  publicationId = (await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id;
  const rows = await db
    .insert(comments)
    .values(
      Array.from({ length: 45 }, (_, i) => ({
        publicationId,
        authorId: i % 2 === 0 ? author.id : client.id,
        text: `Комментарий ${i}`,
        textWeb: `Комментарий ${i}`,
        isFixed: i === 9,
        createdAt: new Date(start + i * minute),
      })),
    )
    .returning({ id: comments.id });
  topIds = rows.map((row) => row.id);
  pinnedId = topIds[9] ?? 0;
  listedIds = topIds.filter((id) => id !== pinnedId);
  // Replies under the 31st comment (page 2 of the oldest-first list).
  const parent = topIds[31] ?? 0;
  const replies = await db
    .insert(comments)
    .values(
      [0, 1, 2].map((i) => ({
        publicationId,
        authorId: i === 1 ? author.id : client.id,
        parentId: parent,
        answerToCommentId: parent,
        replyToUserId: client.id,
        text: `Ответ ${i}`,
        textWeb: `Ответ ${i}`,
        createdAt: new Date(start + 100 * minute + i * minute),
      })),
    )
    .returning({ id: comments.id });
  replyIds = replies.map((row) => row.id);
  // Likes: comment 40 has 3, comment 5 has 2, comment 20 and 21 have 1.
  const likers = [client, moderator, await buildUser(db, { flow })];
  const likes = [
    ...likers.map((user) => ({ userId: user.id, commentId: topIds[40] ?? 0 })),
    ...likers.slice(0, 2).map((user) => ({ userId: user.id, commentId: topIds[5] ?? 0 })),
    { userId: moderator.id, commentId: topIds[20] ?? 0 },
    { userId: moderator.id, commentId: topIds[21] ?? 0 },
  ];
  await db.insert(commentLikes).values(likes);
});

async function list(query: QueryValues, userId = client.id, id = publicationId) {
  return kit.call('GET', withQuery(api.parentCommentList(id), query), userId);
}

async function page(query: QueryValues, userId = client.id): Promise<ParentCommentListResponse> {
  const response = await list(query, userId);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<ParentCommentListResponse>();
  expect(ParentCommentListResponseSchema.strict().safeParse(body).success).toBe(true);
  return body;
}

const pks = (body: { results: { pk: number }[] }): number[] => body.results.map((c) => c.pk);

describe('parent-comment/list/', () => {
  it('pages top-level comments by 20, oldest first by default, without the pinned one', async () => {
    const first = await page({});
    expect(pks(first)).toEqual(listedIds.slice(0, 20));
    expect(first.pagination).toEqual({
      page: 1,
      count_pages: 3,
      next_page_number: 2,
      has_next: true,
    });
    const last = await page({ page: 3, ordering: 'created_at' });
    expect(pks(last)).toEqual(listedIds.slice(40));
    expect(last.pagination).toEqual({
      page: 3,
      count_pages: 3,
      next_page_number: null,
      has_next: false,
    });
    const beyond = await page({ page: 4 });
    expect(beyond).toEqual({
      results: [],
      pagination: { page: 4, count_pages: 3, next_page_number: null, has_next: false },
    });
  });

  it('sorts by -created_at and by -like_count (ties newest first)', async () => {
    expect(pks(await page({ ordering: '-created_at' }))).toEqual(
      [...listedIds].reverse().slice(0, 20),
    );
    const liked = pks(await page({ ordering: '-like_count' }));
    const rest = [...listedIds]
      .reverse()
      .filter((id) => ![topIds[40], topIds[5], topIds[21], topIds[20]].includes(id));
    expect(liked).toEqual([topIds[40], topIds[5], topIds[21], topIds[20], ...rest].slice(0, 20));
  });

  it('shows counts, flags, author and the caller’s likes', async () => {
    const second = await page({ page: 2 });
    const withReplies = second.results.find((c) => c.pk === topIds[31]);
    expect(withReplies).toMatchObject({ childrens_count: 3, parent: null });
    const byAuthor = (await page({ ordering: '-like_count' })).results[0];
    expect(byAuthor).toMatchObject({
      pk: topIds[40],
      like_count: 3,
      i_liked: true,
      is_my_comment: false,
      jwt_client: { first_name: 'Вера', last_name: 'Орлова', expert: true, user_id: author.id },
      text_web: 'Комментарий 40',
    });
    const asAuthor = (await page({ ordering: '-like_count' }, author.id)).results[0];
    expect(asAuthor).toMatchObject({ i_liked: false, is_my_comment: true });
  });

  it('answers an empty publication with one empty page', async () => {
    const { db } = kit.database;
    const empty = (await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id;
    const response = await list({}, client.id, empty);
    expect(response.json()).toEqual({
      results: [],
      pagination: { page: 1, count_pages: 1, next_page_number: null, has_next: false },
    });
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ page: -1 }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: [1, 2] }, 'page'],
    [{ ordering: 'like_count' }, 'ordering'],
    [{ ordering: 'created_at; drop table comments' }, 'ordering'],
  ])('answers 400 for %j', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
  });

  it('reads an empty ordering as the default', async () => {
    const response = await kit.call(
      'GET',
      `${api.parentCommentList(publicationId)}?ordering=`,
      client.id,
    );
    expect(pks(response.json<ParentCommentListResponse>())).toEqual(listedIds.slice(0, 20));
  });

  it('marks reports for moderators only', async () => {
    const { db } = kit.database;
    const reported = listedIds[0] ?? 0;
    await db.insert(commentReports).values({ userId: client.id, commentId: reported });
    await db.update(comments).set({ badReported: true }).where(eq(comments.id, reported));
    const seen = async (userId: number) =>
      (await page({}, userId)).results.find((c) => c.pk === reported)?.bad_reported;
    expect(await seen(moderator.id)).toBe(true);
    expect(await seen(client.id)).toBe(false);
    expect(await seen(staff.id)).toBe(false);
  });
});

describe('who reads comments', () => {
  it('answers 404 on every list for a publication the user cannot read', async () => {
    const { db } = kit.database;
    const draft = (await buildPublication(db, kit.taxonomy, { flows: [flow], status: 'draft' }))
      .publication.id;
    const urls = [
      api.parentCommentList(publicationId),
      api.fixedCommentList(publicationId),
      withQuery(api.commentFind(publicationId), { comment_target_id: topIds[0] }),
      api.childrenCommentList(topIds[31] ?? 0),
    ];
    for (const url of urls) {
      expect((await kit.call('GET', url, stranger.id)).statusCode, url).toBe(404);
      expect((await kit.call('GET', url, staff.id)).statusCode, url).toBe(200);
      expect((await kit.call('GET', url, null)).statusCode, url).toBe(401);
    }
    expect((await list({}, client.id, draft)).statusCode).toBe(404);
    expect((await list({}, staff.id, draft)).statusCode).toBe(200);
    expect((await list({}, client.id, 2_000_000_000)).statusCode).toBe(404);
  });
});

describe('fixed-comment/list/ and children-comment/list/', () => {
  it('lists the pinned comments', async () => {
    const response = await kit.call('GET', api.fixedCommentList(publicationId), client.id);
    const body = response.json<FixedCommentListResponse>();
    expect(pks(body)).toEqual([pinnedId]);
    expect(body.results[0]?.isFixed).toBe(true);
  });

  it('lists the replies oldest first, with whom they answer', async () => {
    const response = await kit.call('GET', api.childrenCommentList(topIds[31] ?? 0), author.id);
    const body = response.json<ChildrenCommentListResponse>();
    expect(ChildrenCommentListResponseSchema.strict().safeParse(body).success).toBe(true);
    expect(pks(body)).toEqual(replyIds);
    expect(body.results[1]).toMatchObject({
      parent: topIds[31],
      answer_to_comment: topIds[31],
      is_my_comment: true,
      childrens_count: 0,
      comment_to_comment_delete: false,
    });
    const ofReply = await kit.call('GET', api.childrenCommentList(replyIds[0] ?? 0), client.id);
    expect(ofReply.json()).toEqual({ results: [] });
    const missing = await kit.call('GET', api.childrenCommentList(2_000_000_000), client.id);
    expect(missing.statusCode).toBe(404);
  });
});

describe('comment/find/', () => {
  async function find(query: QueryValues, id = publicationId) {
    return kit.call('GET', withQuery(api.commentFind(id), query), client.id);
  }
  async function found(query: QueryValues): Promise<CommentFindResponse> {
    const response = await find(query);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CommentFindResponse>();
    expect(CommentFindResponseSchema.strict().safeParse(body).success).toBe(true);
    return body;
  }

  it('tells the page of a top-level comment in each ordering and page size', async () => {
    const target = listedIds[41] ?? 0;
    expect(await found({ comment_target_id: target })).toEqual({
      comment_parent_page: 3,
      comment_pk: target,
      comment_parent_pk: null,
    });
    expect(
      (await found({ comment_target_id: target, ordering: '-created_at' })).comment_parent_page,
    ).toBe(1);
    expect(
      (await found({ comment_target_id: target, parent_page_size: 10 })).comment_parent_page,
    ).toBe(5);
    expect(
      (await found({ comment_target_id: topIds[20], ordering: '-like_count' })).comment_parent_page,
    ).toBe(1);
    expect(
      (await found({ comment_target_id: listedIds[0], ordering: '-like_count' }))
        .comment_parent_page,
    ).toBe(3);
  });

  it('agrees with the list for every comment and ordering', async () => {
    for (const ordering of ['created_at', '-created_at', '-like_count']) {
      for (let n = 1; n <= 3; n += 1) {
        for (const comment of (await page({ page: n, ordering })).results) {
          const where = await found({ comment_target_id: comment.pk, ordering });
          expect(where.comment_parent_page, `${ordering} ${comment.pk}`).toBe(n);
        }
      }
    }
  });

  it('answers the parent of a reply, and page 1 for a pinned comment', async () => {
    expect(await found({ comment_target_id: replyIds[2] })).toEqual({
      comment_parent_page: 2,
      comment_pk: replyIds[2],
      comment_parent_pk: topIds[31],
    });
    expect(await found({ comment_target_id: pinnedId, ordering: '-created_at' })).toEqual({
      comment_parent_page: 1,
      comment_pk: pinnedId,
      comment_parent_pk: null,
    });
  });

  it('answers 404 with a clear detail for a comment that is gone or elsewhere', async () => {
    const { db } = kit.database;
    const elsewhere = (await buildPublication(db, kit.taxonomy, { flows: [flow] })).publication.id;
    for (const [target, id] of [
      [2_000_000_000, publicationId],
      [topIds[0] ?? 0, elsewhere],
    ] as const) {
      const response = await find({ comment_target_id: target }, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: 'The comment no longer exists.',
        code: 'comment_not_found',
      });
    }
  });

  it.each([
    [{}, 'comment_target_id'],
    [{ comment_target_id: 'x' }, 'comment_target_id'],
    [{ comment_target_id: 1, parent_page_size: 0 }, 'parent_page_size'],
    [{ comment_target_id: 1, parent_page_size: 101 }, 'parent_page_size'],
    [{ comment_target_id: 1, ordering: 'nope' }, 'ordering'],
  ])('answers 400 for %j', async (query, field) => {
    const response = await find(query);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
  });
});

describe('placeholders and answered comments', () => {
  it('shows a placeholder without text or images, and replies to it as answering a deleted one', async () => {
    const { db } = kit.database;
    const parent = topIds[31] ?? 0;
    await db
      .update(comments)
      .set({ abstractRemoved: true, text: '', textWeb: '' })
      .where(eq(comments.id, parent));
    try {
      const second = await page({ page: 2 });
      expect(second.results.find((c) => c.pk === parent)).toMatchObject({
        abstract_removed: true,
        text_web: '',
        comment_images: [],
        childrens_count: 3,
      });
      const replies = await kit.call('GET', api.childrenCommentList(parent), client.id);
      const body = replies.json<ChildrenCommentListResponse>();
      expect(body.results.every((c) => c.comment_to_comment_delete)).toBe(true);
    } finally {
      await db
        .update(comments)
        .set({ abstractRemoved: false, text: 'Комментарий 31', textWeb: 'Комментарий 31' })
        .where(eq(comments.id, parent));
    }
  });
});
