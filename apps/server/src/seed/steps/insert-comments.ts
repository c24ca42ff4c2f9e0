import { commentImages, commentLikes, commentReports, comments } from '../../db/schema.ts';
import type { FlowKey } from '../data/types.ts';
import { plainTextToHtml } from '../markup.ts';
import type { People, SeedContext, SeededPost, SeededUser } from './context.ts';
import { draftComments, type CommentDraft } from './comment-drafts.ts';
import { idAt, inChunks } from './rows.ts';

export interface SeededComment {
  id: number;
  publicationId: number;
  authorId: number;
  /** The comment answered, for replies. */
  answersId: number | null;
  answersAuthorId: number | null;
  createdAt: Date;
}

export interface SeededCommentLike {
  userId: number;
  commentId: number;
  publicationId: number;
  createdAt: Date;
}

/**
 * Inserts the comment threads (top-level comments first, then replies level by level so each
 * can point at the comment it answers), their photos, likes and reports. The triggers of
 * comments keep each publication's comments_count and last_comment_date.
 */
export async function insertComments(
  ctx: SeedContext,
  posts: SeededPost[],
  people: People,
): Promise<{ comments: SeededComment[]; likes: SeededCommentLike[] }> {
  const { tx, random, media, now } = ctx;
  const drafts = draftComments(random, posts, people, now);
  const ids = await insertInWaves(ctx, drafts);
  const idOf = (index: number): number => {
    const id = ids[index];
    if (id === undefined) throw new Error(`Comment ${index} was not inserted`);
    return id;
  };

  let photo = 0;
  const images = drafts.flatMap((draft, i) =>
    Array.from({ length: draft.photos }, (_, sort) => {
      const picture = media.commentImages[photo++ % media.commentImages.length];
      if (!picture) throw new Error('No demo comment photos');
      return { commentId: idOf(i), image: picture.image, formattedImagePico: picture.pico, sort };
    }),
  );
  if (images.length > 0) await tx.insert(commentImages).values(images);

  const postById = new Map(posts.map((post) => [post.id, post]));
  const likes: SeededCommentLike[] = drafts.flatMap((draft, i) => {
    if (draft.removed || draft.reported) return [];
    const audience = audienceOf(people, postById.get(draft.publicationId)?.flows ?? []).filter(
      (user) => user.id !== draft.author.id,
    );
    const wanted = draft.text.length > 1000 ? 9 : random.int(0, 5);
    const count = draft.author === people.demo.client ? Math.max(2, wanted) : wanted;
    return random.sample(audience, count).map((user) => ({
      userId: user.id,
      commentId: idOf(i),
      publicationId: draft.publicationId,
      createdAt: earliest(now, new Date(draft.createdAt.getTime() + random.int(1, 48) * 3_600_000)),
    }));
  });
  await inChunks(likes, 2000, async (chunk) => {
    await tx
      .insert(commentLikes)
      .values(chunk.map(({ userId, commentId, createdAt }) => ({ userId, commentId, createdAt })));
    return [];
  });

  const reports = drafts.flatMap((draft, i) =>
    draft.reported
      ? random
          .sample(
            people.participants.filter((user) => user.id !== draft.author.id),
            2,
          )
          .map((user) => ({ userId: user.id, commentId: idOf(i), createdAt: now }))
      : [],
  );
  if (reports.length > 0) await tx.insert(commentReports).values(reports);

  return {
    comments: drafts.map((draft, i) => ({
      id: idOf(i),
      publicationId: draft.publicationId,
      authorId: draft.author.id,
      answersId: draft.answers === null ? null : idOf(draft.answers),
      answersAuthorId: draft.answers === null ? null : (drafts[draft.answers]?.author.id ?? null),
      createdAt: draft.createdAt,
    })),
    likes,
  };
}

async function insertInWaves(ctx: SeedContext, drafts: CommentDraft[]): Promise<number[]> {
  const depth: number[] = [];
  drafts.forEach((draft, i) => {
    depth[i] = draft.answers === null ? 0 : (depth[draft.answers] ?? 0) + 1;
  });
  const ids: number[] = [];
  for (let level = 0; level <= Math.max(0, ...depth); level += 1) {
    const wave = drafts.flatMap((draft, i) => (depth[i] === level ? [{ draft, i }] : []));
    const rows = await inChunks(wave, 500, (chunk) =>
      ctx.tx
        .insert(comments)
        .values(
          chunk.map(({ draft }) => ({
            publicationId: draft.publicationId,
            authorId: draft.author.id,
            parentId: draft.parent === null ? null : ids[draft.parent],
            answerToCommentId: draft.answers === null ? null : ids[draft.answers],
            replyToUserId: draft.answers === null ? null : drafts[draft.answers]?.author.id,
            text: draft.removed ? '' : draft.text,
            textWeb: draft.removed ? '' : plainTextToHtml(draft.text),
            isFixed: draft.fixed,
            abstractRemoved: draft.removed,
            badReported: draft.reported,
            createdAt: draft.createdAt,
          })),
        )
        .returning({ id: comments.id }),
    );
    wave.forEach(({ i }, n) => {
      ids[i] = idAt(rows, n);
    });
  }
  return ids;
}

/** Who may react to a post of these flows ([] = everyone): non-staff, not on a green flow. */
export function audienceOf(people: People, flows: readonly FlowKey[]): SeededUser[] {
  return people.all.filter(
    (user) =>
      !user.isStaff &&
      user.flow !== null &&
      user.flow !== 'green' &&
      (flows.length === 0 || flows.includes(user.flow)),
  );
}

function earliest(a: Date, b: Date): Date {
  return a.getTime() < b.getTime() ? a : b;
}
