import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import {
  comments,
  feedGroups,
  feedTags,
  publicateSections,
  publicationFavorites,
  publicationFeedTags,
  publicationItems,
  publicationItemViews,
  publicationLikes,
  publications,
  publicationViews,
  wikiPages,
  type PublicationItem,
} from '../../db/schema.ts';

/** A publication's own row with its group, section and wiki page. */
export interface PublicationRow {
  id: number;
  title: string;
  previewText: string;
  previewImage: string | null;
  pubStartDate: Date | null;
  fix: boolean;
  isShowViewButton: boolean;
  disableComments: boolean;
  section: string | null;
  group: { slug: string; title: string; titleEn: string; color: string } | null;
  wikiPage: { pk: number; title: string } | null;
}

export interface LastCommentRow {
  publicationId: number;
  id: number;
  firstName: string;
  lastName: string;
  createdAt: Date;
}

/** Everything a page of publications shows, loaded in a fixed number of set queries. */
export interface PublicationDetails {
  rows: PublicationRow[];
  tags: { publicationId: number; slug: string; title: string; titleEn: string }[];
  items: PublicationItem[];
  viewedItemIds: Set<number>;
  viewedPublicationIds: Set<number>;
  likedIds: Set<number>;
  favoriteIds: Set<number>;
  likeCounts: Map<number, number>;
  commentCounts: Map<number, number>;
  lastComments: Map<number, LastCommentRow>;
}

function toMap(rows: { id: number; n: number }[]): Map<number, number> {
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

/** Loads the rows, tags, items and the user's views, likes and favorites of the publications. */
export async function loadPublicationDetails(
  db: Db,
  ids: readonly number[],
  userId: number,
): Promise<PublicationDetails> {
  const idList = [...ids];
  const rawRows = await db
    .select({
      id: publications.id,
      title: publications.title,
      previewText: publications.previewText,
      previewImage: publications.previewImage,
      pubStartDate: publications.pubStartDate,
      fix: publications.fix,
      isShowViewButton: publications.isShowViewButton,
      disableComments: publications.disableComments,
      section: publicateSections.slug,
      groupSlug: feedGroups.slug,
      groupTitle: feedGroups.title,
      groupTitleEn: feedGroups.titleEn,
      groupColor: feedGroups.color,
      wikiPk: wikiPages.id,
      wikiTitle: wikiPages.title,
    })
    .from(publications)
    .leftJoin(publicateSections, eq(publicateSections.id, publications.sectionId))
    .leftJoin(feedGroups, eq(feedGroups.id, publications.feedGroupId))
    .leftJoin(wikiPages, eq(wikiPages.id, publications.wikiPageId))
    .where(inArray(publications.id, idList));
  const rows: PublicationRow[] = rawRows.map((row) => ({
    id: row.id,
    title: row.title,
    previewText: row.previewText,
    previewImage: row.previewImage,
    pubStartDate: row.pubStartDate,
    fix: row.fix,
    isShowViewButton: row.isShowViewButton,
    disableComments: row.disableComments,
    section: row.section,
    group:
      row.groupSlug === null
        ? null
        : {
            slug: row.groupSlug,
            title: row.groupTitle ?? '',
            titleEn: row.groupTitleEn ?? '',
            color: row.groupColor ?? '',
          },
    wikiPage: row.wikiPk === null ? null : { pk: row.wikiPk, title: row.wikiTitle ?? '' },
  }));

  const [tags, items, views, likes, favorites, likeCounts, commentCounts, lastComments] =
    await Promise.all([
      db
        .select({
          publicationId: publicationFeedTags.publicationId,
          slug: feedTags.slug,
          title: feedTags.title,
          titleEn: feedTags.titleEn,
        })
        .from(publicationFeedTags)
        .innerJoin(feedTags, eq(feedTags.id, publicationFeedTags.tagId))
        .where(inArray(publicationFeedTags.publicationId, idList))
        .orderBy(asc(feedTags.sort), asc(feedTags.id)),
      db
        .select()
        .from(publicationItems)
        .where(inArray(publicationItems.publicationId, idList))
        .orderBy(asc(publicationItems.sort), asc(publicationItems.id)),
      db
        .select({ id: publicationViews.publicationId })
        .from(publicationViews)
        .where(
          and(eq(publicationViews.userId, userId), inArray(publicationViews.publicationId, idList)),
        ),
      db
        .select({ id: publicationLikes.publicationId })
        .from(publicationLikes)
        .where(
          and(eq(publicationLikes.userId, userId), inArray(publicationLikes.publicationId, idList)),
        ),
      db
        .select({ id: publicationFavorites.publicationId })
        .from(publicationFavorites)
        .where(
          and(
            eq(publicationFavorites.userId, userId),
            inArray(publicationFavorites.publicationId, idList),
          ),
        ),
      db
        .select({ id: publicationLikes.publicationId, n: count() })
        .from(publicationLikes)
        .where(inArray(publicationLikes.publicationId, idList))
        .groupBy(publicationLikes.publicationId),
      countComments(db, idList),
      loadLastComments(db, idList),
    ]);
  const itemIds = items.map((item) => item.id);
  const itemViews =
    itemIds.length === 0
      ? []
      : await db
          .select({ id: publicationItemViews.itemId })
          .from(publicationItemViews)
          .where(
            and(
              eq(publicationItemViews.userId, userId),
              inArray(publicationItemViews.itemId, itemIds),
            ),
          );
  return {
    rows,
    tags,
    items,
    viewedItemIds: new Set(itemViews.map((row) => row.id)),
    viewedPublicationIds: new Set(views.map((row) => row.id)),
    likedIds: new Set(likes.map((row) => row.id)),
    favoriteIds: new Set(favorites.map((row) => row.id)),
    likeCounts: toMap(likeCounts),
    commentCounts,
    lastComments: new Map(lastComments.map((row) => [row.publicationId, row])),
  };
}

/** The newest comment of each publication, with its author's name. */
export async function loadLastComments(db: Db, ids: readonly number[]): Promise<LastCommentRow[]> {
  const rows = await queryRows<{
    publication_id: number;
    id: number;
    first_name: string;
    last_name: string;
    created_at: Date | string;
  }>(
    db,
    // One index probe per id (comments_publication_idx backwards) instead of sorting them all.
    sql`select ids.publication_id, last.id, u.first_name, u.last_name, last.created_at
      from unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::integer[]) as ids(publication_id)
      cross join lateral (
        select c.id, c.author_id, c.created_at from comments c
        where c.publication_id = ids.publication_id
        order by c.created_at desc, c.id desc limit 1
      ) last
      join users u on u.id = last.author_id`,
  );
  return rows.map((row) => ({
    publicationId: row.publication_id,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: new Date(row.created_at),
  }));
}

/** Top-level comment counts per publication (for comment_page_count). */
export async function countTopLevelComments(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: comments.publicationId, n: count() })
    .from(comments)
    .where(and(inArray(comments.publicationId, [...ids]), isNull(comments.parentId)))
    .groupBy(comments.publicationId);
  return toMap(rows);
}

/** All comment counts (replies included) per publication. */
export async function countComments(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: comments.publicationId, n: count() })
    .from(comments)
    .where(inArray(comments.publicationId, [...ids]))
    .groupBy(comments.publicationId);
  return toMap(rows);
}
