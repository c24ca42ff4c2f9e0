import { NOTICE_COMMENT_TEXT_LENGTH, type NoticeType } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryPreparedRows, queryRows } from '../../db/query-rows.ts';
import { notices } from '../../db/schema.ts';

/** A comment a notice points at, as the list query reads it. */
export interface NoticeCommentRow {
  pk: number;
  text: string;
  parent: number | null;
  abstract_removed: boolean;
}

/** One row of the notice list: the notice with its sender, comments and publication. */
export interface NoticeRow {
  id: number;
  notice_type: NoticeType;
  read: boolean;
  created_at: Date | string;
  sender: { first_name: string; last_name: string; avatar_url: string } | null;
  sender_comment: NoticeCommentRow | null;
  receiver_comment: NoticeCommentRow | null;
  publication_id: number | null;
  section_slug: string | null;
  title: string | null;
  preview_text: string | null;
  preview_image: string | null;
  pub_start_date: Date | string | null;
  group_color: string | null;
  /** Video thumbnails in order, np and nudge notices only. */
  video_thumbnails: (string | null)[] | null;
}

const commentJson = (alias: string) =>
  sql.raw(`case when ${alias}.id is null then null else json_build_object(
      'pk', ${alias}.id, 'text', left(${alias}.text, ${NOTICE_COMMENT_TEXT_LENGTH}),
      'parent', ${alias}.parent_id, 'abstract_removed', ${alias}.abstract_removed) end`);

/** Each notice with its sender, comments and publication (NoticeRow); `where` follows. */
const noticeRows = sql`select n.id, n.notice_type, n.read, n.created_at,
      case when s.id is null then null else json_build_object(
        'first_name', s.first_name, 'last_name', s.last_name, 'avatar_url', s.avatar_url) end
        as sender,
      ${commentJson('sc')} as sender_comment,
      ${commentJson('rc')} as receiver_comment,
      p.id as publication_id, sec.slug as section_slug, p.title, p.preview_text,
      p.preview_image, p.pub_start_date, g.color as group_color,
      case when n.notice_type in ('np', 'nudge') then (
        select array_agg(i.video_thumbnail order by i.sort, i.id) from publication_items i
        where i.publication_id = p.id and i.item_type = 'video_url') end as video_thumbnails
    from notices n
    left join users s on s.id = n.sender_id
    left join comments sc on sc.id = n.sender_comment_id
    left join comments rc on rc.id = n.receiver_comment_id
    left join publications p on p.id = n.publication_id
    left join publicate_sections sec on sec.id = p.section_id
    left join feed_groups g on g.id = p.feed_group_id`;

/** An np or nudge notice whose publication is no longer published is left out. */
const stillReadable = sql`(n.notice_type not in ('np', 'nudge') or p.status = 'published')`;

/**
 * A page of the receiver's notices, newest first, one row more than `limit` so the caller
 * knows whether another page follows. Scoped to the receiver through the
 * (receiver_id, created_at, id) index; an np or nudge notice whose publication is no longer published
 * is left out (its card would show what the reader may no longer see). Prepared: planning its
 * joins took four times as long as running them (1.5 and 0.4 ms).
 */
export async function findNoticePage(
  db: Db,
  receiverId: number,
  offset: number,
  limit: number,
): Promise<NoticeRow[]> {
  return queryPreparedRows<NoticeRow>(
    db,
    'notice-page',
    sql`${noticeRows}
    where n.receiver_id = ${receiverId} and ${stillReadable}
    order by n.created_at desc, n.id desc
    limit ${limit + 1} offset ${offset}`,
  );
}

/** The notices of `ids` as the list reads them (a push message each), readable ones only. */
export async function findNoticesByIds(db: Db, ids: readonly number[]): Promise<NoticeRow[]> {
  if (ids.length === 0) return [];
  return queryRows<NoticeRow>(
    db,
    sql`${noticeRows}
    where n.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${stillReadable}`,
  );
}

/** Marks the receiver's listed notices read (only those still unread are written). */
export async function markNoticesRead(
  db: Db,
  receiverId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notices)
    .set({ read: true })
    .where(
      and(
        eq(notices.receiverId, receiverId),
        inArray(notices.id, [...ids]),
        eq(notices.read, false),
      ),
    );
}

/** Deletes those of the ids that are the receiver's own notices; returns how many went. */
export async function deleteOwnNotices(
  db: Db,
  receiverId: number,
  ids: readonly number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(notices)
    .where(and(eq(notices.receiverId, receiverId), inArray(notices.id, [...new Set(ids)])))
    .returning({ id: notices.id });
  return deleted.length;
}
