import {
  api,
  CommentLikeStateSchema,
  CommentSchema,
  type Comment,
  type CommentLikeState,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments, type Flow, type User } from '../../src/db/schema.ts';
import { buildFlow, buildUser } from '../support/factories.ts';
import { bearer } from '../support/test-app.ts';
import { buildPublication } from '../publications/publication-factories.ts';
import { commentRow, jpegWithExif, useCommentTestKit } from './comment-test-kit.ts';

const kit = useCommentTestKit();

let flow: Flow;
let client: User;
let other: User;
let green: User;
let staff: User;
let moderator: User;
let supermoderator: User;
let stranger: User;
let publicationId: number;

beforeAll(async () => {
  const { db } = kit.database;
  flow = await buildFlow(db);
  client = await buildUser(db, { flow });
  other = await buildUser(db, { flow });
  const greenFlow = await buildFlow(db, { isGreen: true });
  green = await buildUser(db, { flow: greenFlow });
  staff = await buildUser(db, { isStaff: true });
  moderator = await buildUser(db, { flow, moderator: true });
  supermoderator = await buildUser(db, { flow, moderator: true, superModerator: true });
  stranger = await buildUser(db, { flow: await buildFlow(db) });
  publicationId = (await buildPublication(db, kit.taxonomy, { flows: [flow, greenFlow] }))
    .publication.id;
});

const topLevel = (userId: number, text = 'Комментарий') =>
  kit.create(userId, { publication: publicationId, text });
const reply = (userId: number, parent: number, text = 'Ответ') =>
  kit.create(userId, { publication: publicationId, parent, text });

async function like(userId: number, pk: number, on = true) {
  return on
    ? kit.call('POST', api.likeCommentCreate(pk), userId)
    : kit.call('DELETE', api.likeCommentDelete(pk), userId);
}

async function fetchOne(pk: number, userId = client.id): Promise<Comment | undefined> {
  const row = await commentRow(kit, pk);
  if (!row) return undefined;
  const url = row.parentId
    ? api.childrenCommentList(row.parentId)
    : `${api.parentCommentList(publicationId)}?ordering=-created_at`;
  const body = (await kit.call('GET', url, userId)).json<{ results: Comment[] }>();
  return body.results.find((comment) => comment.pk === pk);
}

describe('like-comment/create|delete/', () => {
  it('likes and unlikes idempotently with the right count', async () => {
    const comment = await topLevel(client.id);
    const first = await like(other.id, comment.pk);
    expect(first.statusCode, first.body).toBe(200);
    expect(CommentLikeStateSchema.strict().safeParse(first.json()).success).toBe(true);
    expect(first.json()).toEqual({ pk: comment.pk, i_liked: true, like_count: 1 });
    expect((await like(other.id, comment.pk)).json()).toEqual({
      pk: comment.pk,
      i_liked: true,
      like_count: 1,
    });
    expect((await like(moderator.id, comment.pk)).json<CommentLikeState>().like_count).toBe(2);
    expect(await fetchOne(comment.pk, other.id)).toMatchObject({ like_count: 2, i_liked: true });
    const off = await like(other.id, comment.pk, false);
    expect(off.json()).toEqual({ pk: comment.pk, i_liked: false, like_count: 1 });
    expect((await like(other.id, comment.pk, false)).json()).toEqual(off.json());
    expect((await commentRow(kit, comment.pk))?.likeCount).toBe(1);
  });

  it('answers the kept like count of the comment, not a count of its likes', async () => {
    const comment = await topLevel(client.id);
    // The kept column, set apart from the rows of comment_likes: the answer must follow it.
    await kit.database.db
      .update(comments)
      .set({ likeCount: 41 })
      .where(eq(comments.id, comment.pk));
    expect((await like(other.id, comment.pk)).json()).toEqual({
      pk: comment.pk,
      i_liked: true,
      like_count: 42,
    });
    expect(await fetchOne(comment.pk, other.id)).toMatchObject({ like_count: 42 });
    expect((await like(other.id, comment.pk, false)).json<CommentLikeState>().like_count).toBe(41);
  });

  it('accepts and ignores the form body the SPA sends', async () => {
    const comment = await topLevel(client.id);
    const response = await kit.t.app.inject({
      method: 'POST',
      url: api.likeCommentCreate(comment.pk),
      headers: {
        ...(await bearer(kit.t.tokens, other.id)),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `jwt_client=999&comment=${comment.pk + 1}&like=false`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ pk: comment.pk, i_liked: true, like_count: 1 });
  });

  it('refuses one’s own comment with thisIsYourComment', async () => {
    const comment = await topLevel(client.id);
    const response = await like(client.id, comment.pk);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'You cannot like your own comment.',
      code: 'this_is_your_comment',
    });
    expect((await fetchOne(comment.pk))?.like_count).toBe(0);
  });

  it('answers 404 for a deleted, unknown or unreadable comment, 403 on a green flow', async () => {
    const comment = await topLevel(client.id);
    expect((await like(stranger.id, comment.pk)).statusCode).toBe(404);
    expect((await like(green.id, comment.pk)).statusCode).toBe(403);
    expect((await kit.call('DELETE', api.commentDelete(comment.pk), client.id)).statusCode).toBe(
      204,
    );
    for (const pk of [comment.pk, 2_000_000_000]) {
      const response = await like(other.id, pk);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: 'The comment no longer exists.',
        code: 'not_found',
      });
    }
    expect(
      (await kit.call('POST', api.likeCommentCreate('abc' as never), other.id)).statusCode,
    ).toBe(400);
  });
});

describe('comment/delete/', () => {
  it('deletes one’s own comment without replies: 204, gone', async () => {
    const comment = await topLevel(client.id);
    const response = await kit.call('DELETE', api.commentDelete(comment.pk), client.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await commentRow(kit, comment.pk)).toBeUndefined();
    expect((await kit.call('DELETE', api.commentDelete(comment.pk), client.id)).statusCode).toBe(
      404,
    );
  });

  it('keeps a placeholder of one’s own comment with replies: 200 with the updated comment', async () => {
    const comment = await kit.create(client.id, {
      publication: publicationId,
      text: 'С фото',
      images: [{ data: await jpegWithExif() }],
    });
    const answer = await reply(other.id, comment.pk);
    const files = await readdir(kit.t.config.uploadDir, { recursive: true });
    const image = comment.comment_images[0]?.image ?? '';
    expect(files.some((file) => image.endsWith(file))).toBe(true);
    const response = await kit.call('DELETE', api.commentDelete(comment.pk), client.id);
    expect(response.statusCode).toBe(200);
    const updated = response.json<Comment>();
    expect(CommentSchema.strict().safeParse(updated).success).toBe(true);
    expect(updated).toMatchObject({
      pk: comment.pk,
      abstract_removed: true,
      text_web: '',
      comment_images: [],
      childrens_count: 1,
    });
    expect(await commentRow(kit, comment.pk)).toMatchObject({ text: '', abstractRemoved: true });
    const after = await readdir(kit.t.config.uploadDir, { recursive: true });
    expect(after.some((file) => image.endsWith(file))).toBe(false);
    expect(await fetchOne(answer.pk)).toMatchObject({ comment_to_comment_delete: true });
    // A placeholder takes no new replies, likes or second deletion; its last reply takes it along.
    const toPlaceholder = await kit.post(other.id, {
      publication: publicationId,
      parent: comment.pk,
      text: 'x',
    });
    expect(toPlaceholder.statusCode).toBe(400);
    expect((await like(other.id, comment.pk)).statusCode).toBe(404);
    expect((await kit.call('DELETE', api.commentDelete(comment.pk), client.id)).statusCode).toBe(
      404,
    );
    expect((await kit.call('DELETE', api.commentDelete(answer.pk), other.id)).statusCode).toBe(204);
    expect(await commentRow(kit, comment.pk)).toBeUndefined();
  });

  it('refuses to delete another client’s comment: 403, kept', async () => {
    const comment = await topLevel(client.id);
    for (const userId of [other.id, staff.id]) {
      const response = await kit.call('DELETE', api.commentDelete(comment.pk), userId);
      expect(response.statusCode).toBe(403);
    }
    expect((await kit.call('DELETE', api.commentDelete(comment.pk), stranger.id)).statusCode).toBe(
      404,
    );
    expect(await commentRow(kit, comment.pk)).toBeDefined();
  });

  it('lets a moderator delete anyone’s comment with its replies: 204', async () => {
    const comment = await topLevel(client.id);
    const answer = await reply(other.id, comment.pk);
    const response = await kit.call('DELETE', api.commentDelete(comment.pk), moderator.id);
    expect(response.statusCode).toBe(204);
    expect(await commentRow(kit, comment.pk)).toBeUndefined();
    expect(await commentRow(kit, answer.pk)).toBeUndefined();
  });

  it('lets a moderator delete a reply; the replies answering it say so', async () => {
    const comment = await topLevel(client.id);
    const first = await reply(other.id, comment.pk);
    const second = await reply(client.id, first.pk);
    expect(second.comment_to_comment_delete).toBe(false);
    expect(
      (await kit.call('DELETE', api.commentDelete(first.pk), supermoderator.id)).statusCode,
    ).toBe(204);
    expect(await fetchOne(second.pk)).toMatchObject({
      answer_to_comment: null,
      comment_to_comment_delete: true,
      parent: comment.pk,
    });
    expect((await fetchOne(comment.pk))?.childrens_count).toBe(1);
  });
});

describe('comment/is-fixed-update/', () => {
  const pin = (userId: number, pk: number, body: unknown) =>
    kit.call('PATCH', api.commentIsFixedUpdate(pk), userId, body);

  it('lets a super moderator pin and unpin a top-level comment', async () => {
    const comment = await topLevel(client.id);
    const pinned = await pin(supermoderator.id, comment.pk, { is_fixed: true });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json<Comment>()).toMatchObject({ pk: comment.pk, isFixed: true });
    const fixed = await kit.call('GET', api.fixedCommentList(publicationId), client.id);
    expect(fixed.json<{ results: Comment[] }>().results.map((c) => c.pk)).toContain(comment.pk);
    const unpinned = await pin(supermoderator.id, comment.pk, { is_fixed: false });
    expect(unpinned.json<Comment>().isFixed).toBe(false);
  });

  it('refuses to pin a reply with non_field_errors', async () => {
    const comment = await topLevel(client.id);
    const answer = await reply(other.id, comment.pk);
    const response = await pin(supermoderator.id, answer.pk, { is_fixed: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      non_field_errors: ['Only top-level comments can be pinned, not replies.'],
    });
    expect((await commentRow(kit, answer.pk))?.isFixed).toBe(false);
  });

  it('refuses clients, staff and plain moderators with 403', async () => {
    const comment = await topLevel(client.id);
    for (const userId of [client.id, other.id, staff.id, moderator.id]) {
      expect((await pin(userId, comment.pk, { is_fixed: true })).statusCode).toBe(403);
    }
    expect((await commentRow(kit, comment.pk))?.isFixed).toBe(false);
  });

  it('answers 400 for a bad body and 404 for a missing comment', async () => {
    const comment = await topLevel(client.id);
    for (const body of [{}, { is_fixed: 'yes' }, { is_fixed: null }]) {
      const response = await pin(supermoderator.id, comment.pk, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('is_fixed');
    }
    expect((await pin(supermoderator.id, 2_000_000_000, { is_fixed: true })).statusCode).toBe(404);
  });
});

describe('report-comment/create/', () => {
  const report = (userId: number, pk: number) =>
    kit.call('POST', api.reportCommentCreate(pk), userId, {});

  it('records a report idempotently; moderators then see bad_reported', async () => {
    const comment = await topLevel(client.id);
    const first = await report(other.id, comment.pk);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ pk: comment.pk, reported: true });
    expect((await report(other.id, comment.pk)).statusCode).toBe(201);
    expect((await fetchOne(comment.pk, moderator.id))?.bad_reported).toBe(true);
    expect((await fetchOne(comment.pk, other.id))?.bad_reported).toBe(false);
  });

  it('refuses staff and green-flow users with 403, others’ flows with 404', async () => {
    const comment = await topLevel(client.id);
    const byStaff = await report(staff.id, comment.pk);
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json()).toEqual({
      detail: 'Staff do not report comments.',
      code: 'permission_denied',
    });
    expect((await report(green.id, comment.pk)).statusCode).toBe(403);
    expect((await report(stranger.id, comment.pk)).statusCode).toBe(404);
    expect((await commentRow(kit, comment.pk))?.badReported).toBe(false);
  });

  it('refuses a report of one’s own comment with 403', async () => {
    const comment = await topLevel(client.id);
    const own = await report(client.id, comment.pk);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({
      detail: 'You cannot report your own comment.',
      code: 'permission_denied',
    });
    expect((await commentRow(kit, comment.pk))?.badReported).toBe(false);
  });
});
