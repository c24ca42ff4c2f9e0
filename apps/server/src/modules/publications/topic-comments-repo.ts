import { and, count, inArray, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { comments } from '../../db/schema.ts';
import type { LastCommentRow } from './publication-details-repo.ts';

function toMap(rows: { id: number; n: number }[]): Map<number, number> {
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
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

/**
 * Top-level comments per publication as the comment pages list them (pinned ones are listed
 * apart), for comment_page_count.
 */
export async function countListedTopLevelComments(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: comments.publicationId, n: count() })
    .from(comments)
    .where(
      and(
        inArray(comments.publicationId, [...ids]),
        isNull(comments.parentId),
        not(comments.isFixed),
      ),
    )
    .groupBy(comments.publicationId);
  return toMap(rows);
}
