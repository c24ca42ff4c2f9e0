import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comments, publicationLikes, publications } from '../../src/db/schema.ts';
import { buildUser } from '../support/factories.ts';
import { buildComment, buildPublication } from './publication-factories.ts';
import { usePublicationTestKit } from './publication-test-kit.ts';

const kit = usePublicationTestKit();

async function countersOf(id: number) {
  const [row] = await kit.database.db
    .select({
      likes: publications.likeCount,
      comments: publications.commentsCount,
      lastCommentDate: publications.lastCommentDate,
    })
    .from(publications)
    .where(eq(publications.id, id));
  return row;
}

describe('publication counters (migration 0002)', () => {
  it('like_count follows publication_likes, several rows per statement included', async () => {
    const { db } = kit.database;
    const [a, b, c] = [await buildUser(db), await buildUser(db), await buildUser(db)];
    const { id } = (await buildPublication(db, kit.taxonomy)).publication;
    expect((await countersOf(id))?.likes).toBe(0);
    await db.insert(publicationLikes).values([
      { publicationId: id, userId: a.id },
      { publicationId: id, userId: b.id },
    ]);
    await db.insert(publicationLikes).values({ publicationId: id, userId: c.id });
    expect((await countersOf(id))?.likes).toBe(3);
    await db
      .delete(publicationLikes)
      .where(and(eq(publicationLikes.publicationId, id), eq(publicationLikes.userId, a.id)));
    expect((await countersOf(id))?.likes).toBe(2);
    await db.delete(publicationLikes).where(eq(publicationLikes.publicationId, id));
    expect((await countersOf(id))?.likes).toBe(0);
  });

  it('comments_count and last_comment_date follow comments, replies included', async () => {
    const { db } = kit.database;
    const author = await buildUser(db);
    const { id } = (await buildPublication(db, kit.taxonomy)).publication;
    const older = new Date('2026-01-01T10:00:00Z');
    const newer = new Date('2026-02-01T10:00:00Z');
    const top = await buildComment(db, id, author.id, { createdAt: older });
    const reply = await buildComment(db, id, author.id, { parentId: top, createdAt: newer });
    expect(await countersOf(id)).toEqual({ likes: 0, comments: 2, lastCommentDate: newer });
    await db.delete(comments).where(eq(comments.id, reply));
    expect(await countersOf(id)).toEqual({ likes: 0, comments: 1, lastCommentDate: older });
    await db.delete(comments).where(eq(comments.id, top));
    expect(await countersOf(id)).toEqual({ likes: 0, comments: 0, lastCommentDate: null });
  });
});
