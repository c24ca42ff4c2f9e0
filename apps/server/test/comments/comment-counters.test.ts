import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commentLikes, comments } from '../../src/db/schema.ts';
import { buildUser } from '../support/factories.ts';
import { buildComment, buildPublication } from '../publications/publication-factories.ts';
import { useCommentTestKit } from './comment-test-kit.ts';

const kit = useCommentTestKit();

async function countersOf(id: number) {
  const [row] = await kit.database.db
    .select({ likes: comments.likeCount, replies: comments.childrensCount })
    .from(comments)
    .where(eq(comments.id, id));
  return row;
}

async function newThread() {
  const { db } = kit.database;
  const author = await buildUser(db);
  const { id } = (await buildPublication(db, kit.taxonomy)).publication;
  return { author, publicationId: id, top: await buildComment(db, id, author.id) };
}

describe('comment counters (migration 0004)', () => {
  it('like_count follows comment_likes, several rows per statement included', async () => {
    const { db } = kit.database;
    const { top } = await newThread();
    const other = await buildComment(
      db,
      (await newThread()).publicationId,
      (await buildUser(db)).id,
    );
    const [a, b, c] = [await buildUser(db), await buildUser(db), await buildUser(db)];
    await db.insert(commentLikes).values([
      { commentId: top, userId: a.id },
      { commentId: top, userId: b.id },
      { commentId: other, userId: a.id },
    ]);
    await db.insert(commentLikes).values({ commentId: top, userId: c.id });
    expect(await countersOf(top)).toEqual({ likes: 3, replies: 0 });
    expect(await countersOf(other)).toEqual({ likes: 1, replies: 0 });

    await db
      .delete(commentLikes)
      .where(and(eq(commentLikes.commentId, top), eq(commentLikes.userId, a.id)));
    expect((await countersOf(top))?.likes).toBe(2);
    await db.delete(commentLikes).where(inArray(commentLikes.commentId, [top, other]));
    expect(await countersOf(top)).toEqual({ likes: 0, replies: 0 });
    expect(await countersOf(other)).toEqual({ likes: 0, replies: 0 });
  });

  it('childrens_count follows the replies of a top-level comment', async () => {
    const { db } = kit.database;
    const { author, publicationId, top } = await newThread();
    const first = await buildComment(db, publicationId, author.id, { parentId: top });
    await db.insert(comments).values([
      { publicationId, authorId: author.id, parentId: top, text: 'b', textWeb: 'b' },
      { publicationId, authorId: author.id, parentId: top, text: 'c', textWeb: 'c' },
    ]);
    expect(await countersOf(top)).toEqual({ likes: 0, replies: 3 });
    expect(await countersOf(first)).toEqual({ likes: 0, replies: 0 });

    await db.delete(comments).where(eq(comments.id, first));
    expect((await countersOf(top))?.replies).toBe(2);
  });

  it('a comment deleted with its replies and likes leaves the others untouched', async () => {
    const { db } = kit.database;
    const { author, publicationId, top } = await newThread();
    const neighbour = await buildComment(db, publicationId, author.id);
    const reply = await buildComment(db, publicationId, author.id, { parentId: top });
    await db.insert(commentLikes).values([
      { commentId: reply, userId: author.id },
      { commentId: neighbour, userId: author.id },
    ]);

    await db.delete(comments).where(eq(comments.id, top));
    expect(await countersOf(top)).toBeUndefined();
    expect(await countersOf(reply)).toBeUndefined();
    expect(await countersOf(neighbour)).toEqual({ likes: 1, replies: 0 });
  });
});
