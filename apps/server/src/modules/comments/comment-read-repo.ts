import type { CommentOrdering } from '@app/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPreparedRows, queryRows, queryShapedRows } from '../../db/query-rows.ts';
import { readableBy } from '../../db/publication-scope.ts';
import { comments, publications } from '../../db/schema.ts';
import type { CommentViewer } from './comments-policy.ts';

/** What the rules need to know about one comment. */
export interface CommentFactsRow {
  id: number;
  publicationId: number;
  parentId: number | null;
  authorId: number;
  abstractRemoved: boolean;
  isFixed: boolean;
}

const factsColumns = {
  id: comments.id,
  publicationId: comments.publicationId,
  parentId: comments.parentId,
  authorId: comments.authorId,
  abstractRemoved: comments.abstractRemoved,
  isFixed: comments.isFixed,
};

/** The publication when the viewer may read it. */
export async function findPublication(db: Db, id: number, viewer: CommentViewer) {
  const [row] = await queryShapedRows<{ id: number; disableComments: boolean }>(
    db,
    sql`select ${publications.id} as id, ${publications.disableComments} as "disableComments"
      from ${publications} where ${publications.id} = ${id} and ${readableBy(viewer)} limit 1`,
  );
  return row;
}

/** The comment when the viewer may read its publication. */
export async function findCommentFacts(
  db: Db,
  id: number,
  viewer: CommentViewer,
): Promise<CommentFactsRow | undefined> {
  const [row] = await db
    .select(factsColumns)
    .from(comments)
    .innerJoin(publications, eq(publications.id, comments.publicationId))
    .where(and(eq(comments.id, id), readableBy(viewer)))
    .limit(1);
  return row;
}

/** Top-level comments of a publication that are not pinned (pinned ones have their own list). */
const listed = (publicationId: number): SQL =>
  sql`c.publication_id = ${sql.param(publicationId)} and c.parent_id is null and not c.is_fixed`;

/**
 * Sort keys of the list; created_at orders read comments_listed_idx forwards or backwards,
 * -like_count sorts the publication's listed comments by their kept like count (ties newest
 * first).
 */
const ORDER_BY: Record<CommentOrdering, SQL> = {
  created_at: sql`c.created_at asc, c.id asc`,
  '-created_at': sql`c.created_at desc, c.id desc`,
  '-like_count': sql`c.like_count desc, c.created_at desc, c.id desc`,
};

/** Whether `visible` lets the publication through, as a boolean expression. */
export function isVisiblePublication(id: number, visible: SQL): SQL {
  return sql`exists (select 1 from ${publications}
    where ${publications.id} = ${sql.param(id)} and ${visible})`;
}

/** The number of listed (top-level, not pinned) comments of the publication, as an expression. */
export function listedCount(publicationId: number): SQL {
  return sql`(select count(*)::integer from comments c where ${listed(publicationId)})`;
}

/**
 * The ids of one page of listed comments. Page numbers are part of the API, so this is
 * LIMIT/OFFSET over comments_listed_idx: the skipped entries are read from the index only as
 * far as the page asked (a page of a thread with thousands of comments is a short index range).
 */
export function commentPageQuery(
  publicationId: number,
  ordering: CommentOrdering,
  limit: number,
  offset: number,
): SQL {
  return sql`select c.id from comments c where ${listed(publicationId)}
    order by ${ORDER_BY[ordering]} limit ${sql.param(limit)} offset ${sql.param(offset)}`;
}

/**
 * How many listed comments come before the top-level comment `topId` in `ordering`: its
 * 0-based position in parent-comment/list.
 */
export async function countListedBefore(
  db: Db,
  publicationId: number,
  topId: number,
  ordering: CommentOrdering,
): Promise<number> {
  const target = sql`(select t.created_at, t.id from comments t where t.id = ${topId})`;
  const targetWithLikes = sql`(select t.like_count, t.created_at, t.id
    from comments t where t.id = ${topId})`;
  const before: Record<CommentOrdering, SQL> = {
    created_at: sql`(c.created_at, c.id) < ${target}`,
    '-created_at': sql`(c.created_at, c.id) > ${target}`,
    '-like_count': sql`(c.like_count, c.created_at, c.id) > ${targetWithLikes}`,
  };
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::integer as n from comments c
      where ${listed(publicationId)} and ${before[ordering]}`,
  );
  return row?.n ?? 0;
}

/** Ids of the pinned top-level comments of the publication, oldest first. */
export async function findFixedIds(db: Db, publicationId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select c.id from comments c
      where c.publication_id = ${publicationId} and c.is_fixed and c.parent_id is null
      order by c.created_at, c.id`,
  );
  return rows.map((row) => row.id);
}

/** Ids of the replies under a top-level comment, oldest first (at most `limit`). */
export async function findReplyIds(db: Db, parentId: number, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select c.id from comments c where c.parent_id = ${parentId}
      order by c.created_at, c.id limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/** Whether the top-level comment has replies. */
export async function hasReplies(db: Db, parentId: number): Promise<boolean> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.parentId, parentId))
    .limit(1);
  return rows.length > 0;
}

/** The comment's kept like count (migration 0004) and whether the user is among its likers. */
export async function findLikeState(
  db: Db,
  commentId: number,
  userId: number,
): Promise<{ likeCount: number; iLiked: boolean }> {
  const [row] = await queryPreparedRows<{ like_count: number; i_liked: boolean }>(
    db,
    'comment-like-state',
    sql`select c.like_count, exists (select 1 from comment_likes l
        where l.comment_id = c.id and l.user_id = ${sql.param(userId)}) as i_liked
      from comments c where c.id = ${sql.param(commentId)}`,
  );
  return { likeCount: row?.like_count ?? 0, iLiked: row?.i_liked ?? false };
}
