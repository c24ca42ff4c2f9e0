import { LIST_PAGE_SIZE, type FeedOrdering } from '@app/contract';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchRank } from '../../db/full-text-search.ts';
import { queryRows } from '../../db/query-rows.ts';
import { publicationFavorites, publications } from '../../db/schema.ts';
import { pageOffset } from './pagination.ts';

const p = publications;

/** One page of ids and the number of rows the condition matches. */
export interface IdPage {
  ids: number[];
  total: number;
}

const newestFirst = [desc(p.pubStartDate), desc(p.id)];

/** ORDER BY of a feed ordering; ties fall back to newest first. */
export function feedOrder(ordering: FeedOrdering): SQL[] {
  switch (ordering) {
    case 'pub_start_date':
      return [asc(p.pubStartDate), asc(p.id)];
    case '-like_count':
      return [
        sql`(select count(*) from publication_likes l where l.publication_id = ${p.id}) desc`,
        ...newestFirst,
      ];
    case '-comments_count':
      return [
        sql`(select count(*) from comments c where c.publication_id = ${p.id}) desc`,
        ...newestFirst,
      ];
    default:
      return newestFirst;
  }
}

/** ORDER BY of search results: best rank first, then newest. */
export function rankOrder(text: string): SQL[] {
  return [desc(searchRank(text)), ...newestFirst];
}

/** ORDER BY of topic lists: newest created, or latest discussion first. */
export function topicOrder(ordering: '' | '-last_comment_date'): SQL[] {
  if (ordering === '-last_comment_date') {
    return [sql`${p.lastCommentDate} desc nulls last`, desc(p.createdAt), desc(p.id)];
  }
  return [desc(p.createdAt), desc(p.id)];
}

/** A page of publication ids matching `where`, with the total. */
export async function findIdPage(db: Db, where: SQL, order: SQL[], page: number): Promise<IdPage> {
  const [rows, totals] = await Promise.all([
    db
      .select({ id: p.id })
      .from(p)
      .where(where)
      .orderBy(...order)
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(p).where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(totals[0]?.n ?? 0) };
}

/** Up to `limit` publication ids matching `where`, in order. */
export async function findIds(db: Db, where: SQL, order: SQL[], limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** A page of the user's favorites matching `where`, most recently added first. */
export async function findFavoriteIdPage(
  db: Db,
  userId: number,
  where: SQL,
  page: number,
): Promise<IdPage> {
  const joined = and(eq(publicationFavorites.userId, userId), where);
  const [rows, totals] = await Promise.all([
    db
      .select({ id: p.id })
      .from(publicationFavorites)
      .innerJoin(p, eq(p.id, publicationFavorites.publicationId))
      .where(joined)
      .orderBy(desc(publicationFavorites.createdAt), desc(p.id))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(page)),
    db
      .select({ n: count() })
      .from(publicationFavorites)
      .innerJoin(p, eq(p.id, publicationFavorites.publicationId))
      .where(joined),
  ]);
  return { ids: rows.map((row) => row.id), total: Number(totals[0]?.n ?? 0) };
}

/**
 * Matches per group slug among feed and wiki posts: `wiki` for wiki posts, the group slug for
 * feed posts (posts without a group are not counted).
 */
export async function countByGroupSlug(
  db: Db,
  where: SQL,
  feedPost: SQL,
  wikiPost: SQL,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ slug: string | null; n: number | string }>(
    db,
    sql`select case when ${wikiPost} then 'wiki' else g.slug end as slug, count(*) as n
      from ${p} left join feed_groups g on g.id = ${p.feedGroupId}
      where ${where} and (${feedPost} or ${wikiPost})
      group by 1`,
  );
  return new Map(rows.flatMap((row) => (row.slug === null ? [] : [[row.slug, Number(row.n)]])));
}

/** The publication's id when `where` (visibility) lets it through, else undefined. */
export async function findVisibleId(db: Db, id: number, where: SQL): Promise<number | undefined> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.id, id), where))
    .limit(1);
  return row?.id;
}
