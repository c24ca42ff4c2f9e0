import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readableBy } from '../../db/publication-scope.ts';
import {
  publicationFavorites,
  publicationItems,
  publicationItemViews,
  publicationLikes,
  publications,
  publicationViews,
} from '../../db/schema.ts';
import type { Viewer } from '../publications/viewer.ts';

const videoItemsOf = (publicationId: number) =>
  and(
    eq(publicationItems.publicationId, publicationId),
    eq(publicationItems.itemType, 'video_url'),
  );

/** The item and its publication when the viewer may read the publication. */
export async function findVisibleItem(db: Db, itemId: number, viewer: Viewer) {
  const [row] = await db
    .select({ id: publicationItems.id, publicationId: publicationItems.publicationId })
    .from(publicationItems)
    .innerJoin(publications, eq(publications.id, publicationItems.publicationId))
    .where(and(eq(publicationItems.id, itemId), readableBy(viewer)))
    .limit(1);
  return row;
}

/** Marks the publication and every one of its videos viewed (idempotent). */
export async function addPublicationView(db: Db, userId: number, publicationId: number) {
  await db.transaction(async (tx) => {
    await tx.insert(publicationViews).values({ userId, publicationId }).onConflictDoNothing();
    const videos = await tx
      .select({ id: publicationItems.id })
      .from(publicationItems)
      .where(videoItemsOf(publicationId));
    if (videos.length === 0) return;
    await tx
      .insert(publicationItemViews)
      .values(videos.map((video) => ({ userId, itemId: video.id })))
      .onConflictDoNothing();
  });
}

/** Clears the publication's view and the views of all its items (idempotent). */
export async function removePublicationView(db: Db, userId: number, publicationId: number) {
  await db.transaction(async (tx) => {
    await tx
      .delete(publicationViews)
      .where(
        and(eq(publicationViews.userId, userId), eq(publicationViews.publicationId, publicationId)),
      );
    const items = tx
      .select({ id: publicationItems.id })
      .from(publicationItems)
      .where(eq(publicationItems.publicationId, publicationId));
    await tx
      .delete(publicationItemViews)
      .where(
        and(eq(publicationItemViews.userId, userId), inArray(publicationItemViews.itemId, items)),
      );
  });
}

/** Marks one item viewed (idempotent). */
export async function addItemView(db: Db, userId: number, itemId: number) {
  await db.insert(publicationItemViews).values({ userId, itemId }).onConflictDoNothing();
}

/** Clears one item's view (idempotent). */
export async function removeItemView(db: Db, userId: number, itemId: number) {
  await db
    .delete(publicationItemViews)
    .where(and(eq(publicationItemViews.userId, userId), eq(publicationItemViews.itemId, itemId)));
}

/** The publication's videos with the user's view flags, and whether the whole post is viewed. */
export async function findViewFacts(db: Db, userId: number, publicationId: number) {
  const [videos, viewed] = await Promise.all([
    db
      .select({ pk: publicationItems.id, viewer: publicationItemViews.userId })
      .from(publicationItems)
      .leftJoin(
        publicationItemViews,
        and(
          eq(publicationItemViews.itemId, publicationItems.id),
          eq(publicationItemViews.userId, userId),
        ),
      )
      .where(videoItemsOf(publicationId))
      .orderBy(asc(publicationItems.sort), asc(publicationItems.id)),
    db
      .select({ id: publicationViews.publicationId })
      .from(publicationViews)
      .where(
        and(eq(publicationViews.userId, userId), eq(publicationViews.publicationId, publicationId)),
      )
      .limit(1),
  ]);
  return {
    videos: videos.map((video) => ({ pk: video.pk, is_view: video.viewer !== null })),
    publicationViewed: viewed.length > 0,
  };
}

/** Whether the user viewed the item. */
export async function isItemViewed(db: Db, userId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .select({ id: publicationItemViews.itemId })
    .from(publicationItemViews)
    .where(and(eq(publicationItemViews.userId, userId), eq(publicationItemViews.itemId, itemId)))
    .limit(1);
  return rows.length > 0;
}

/** Adds or removes the user's like (idempotent). */
export async function setLike(db: Db, userId: number, publicationId: number, liked: boolean) {
  if (liked) {
    await db.insert(publicationLikes).values({ userId, publicationId }).onConflictDoNothing();
    return;
  }
  await db
    .delete(publicationLikes)
    .where(
      and(eq(publicationLikes.userId, userId), eq(publicationLikes.publicationId, publicationId)),
    );
}

/** Likes of the publication. */
export async function countLikes(db: Db, publicationId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(publicationLikes)
    .where(eq(publicationLikes.publicationId, publicationId));
  return Number(row?.n ?? 0);
}

/** Whether the user likes the publication. */
export async function isLiked(db: Db, userId: number, publicationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: publicationLikes.publicationId })
    .from(publicationLikes)
    .where(
      and(eq(publicationLikes.userId, userId), eq(publicationLikes.publicationId, publicationId)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Adds or removes the publication from the user's favorites (idempotent). */
export async function setFavorite(
  db: Db,
  userId: number,
  publicationId: number,
  favorite: boolean,
) {
  if (favorite) {
    await db.insert(publicationFavorites).values({ userId, publicationId }).onConflictDoNothing();
    return;
  }
  await db
    .delete(publicationFavorites)
    .where(
      and(
        eq(publicationFavorites.userId, userId),
        eq(publicationFavorites.publicationId, publicationId),
      ),
    );
}
