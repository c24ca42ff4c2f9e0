import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  findAudienceFacts,
  inAudience,
  viewersOf,
  type AudienceFacts,
} from '../../db/publication-audience.ts';
import { nameContains } from '../../db/name-search.ts';
import { queryShapedRows } from '../../db/query-rows.ts';

/** What a reach answer is computed from, read once per request. */
export interface ReachFacts {
  audience: AudienceFacts;
  /** The release: pub_start_date, null while never published. */
  releasedAt: Date | null;
  /** The publication's videos: with several, "viewed fully" means every one of them. */
  videoCount: number;
}

export async function findReachFacts(db: Db, publicationId: number): Promise<ReachFacts | null> {
  const audience = await findAudienceFacts(db, publicationId);
  if (!audience) return null;
  const [row] = await queryShapedRows<{ released_at: Date | string | null; video_count: number }>(
    db,
    sql`select p.pub_start_date as released_at,
      (select count(*)::int from publication_items i
        where i.publication_id = p.id and i.item_type = 'video_url') as video_count
    from publications p where p.id = ${publicationId}`,
  );
  if (!row) return null;
  return {
    audience,
    releasedAt: row.released_at === null ? null : new Date(row.released_at),
    videoCount: row.video_count,
  };
}

/** Users of the audience per kind of engagement (the audience's size comes from its flows). */
export interface ReachCounts {
  viewed: number;
  viewed_fully: number;
  liked: number;
  commented: number;
  favorited: number;
  clicked: number;
}

/**
 * Who reached 100 % (i_view, see i-view.ts): with several videos, whoever viewed each of them;
 * otherwise whoever marked the post viewed or viewed its one video.
 */
function fullViewersOf(facts: ReachFacts): SQL {
  const id = facts.audience.publicationId;
  if (facts.videoCount > 1) {
    return sql`(select iv.user_id from publication_item_views iv
      join publication_items i on i.id = iv.item_id
      where i.publication_id = ${id} and i.item_type = 'video_url'
      group by iv.user_id having count(*) = ${facts.videoCount})`;
  }
  return viewersOf(id);
}

/**
 * The counts of one post, set by set: each engagement table read through its publication index,
 * each of its users checked against the audience (a key lookup: never a scan of the users).
 */
export async function countReach(db: Db, facts: ReachFacts): Promise<ReachCounts> {
  const id = facts.audience.publicationId;
  const among = (users: SQL) =>
    sql`(select count(*)::int from users u where u.id in ${users} and ${inAudience(facts.audience)})`;
  const [row] = await queryShapedRows<ReachCounts>(
    db,
    sql`select ${among(viewersOf(id))} as viewed,
      ${among(fullViewersOf(facts))} as viewed_fully,
      ${among(sql`(select l.user_id from publication_likes l where l.publication_id = ${id})`)} as liked,
      ${among(sql`(select c.author_id from comments c where c.publication_id = ${id})`)} as commented,
      ${among(sql`(select f.user_id from publication_favorites f where f.publication_id = ${id})`)} as favorited,
      ${among(sql`(select ev.user_id from event_log ev
        where ev.payload ->> 'publication' = ${String(id)}
          and ev.event_type in ('click_file', 'click_video', 'click_audio'))`)} as clicked`,
  );
  if (!row) throw new Error('reach counts returned no row');
  return row;
}

/** One Moscow day's figures; `day` as `YYYY-MM-DD`. */
export interface ReachDayRow {
  day: string;
  views: number;
  likes: number;
  comments: number;
}

/**
 * Per Moscow day from `from` to `to` (`YYYY-MM-DD`, both included): audience users whose first
 * view fell on it, likes and comments of audience users made on it; days without any are left
 * out.
 */
export async function countReachByDay(
  db: Db,
  facts: ReachFacts,
  days: { from: string; to: string },
): Promise<ReachDayRow[]> {
  const id = facts.audience.publicationId;
  const reader = inAudience(facts.audience);
  const moscowDay = (column: SQL) =>
    sql`((${column} at time zone 'UTC') + interval '3 hours')::date`;
  return queryShapedRows<ReachDayRow>(
    db,
    sql`with first_views as (
      select e.user_id, min(e.created_at) as created_at from (
        select pv.user_id, pv.created_at from publication_views pv where pv.publication_id = ${id}
        union all select iv.user_id, iv.created_at from publication_item_views iv
          join publication_items i on i.id = iv.item_id where i.publication_id = ${id}
      ) e group by e.user_id
    ), events as (
      select ${moscowDay(sql`v.created_at`)} as day, 1 as views, 0 as likes, 0 as comments
        from first_views v join users u on u.id = v.user_id where ${reader}
      union all select ${moscowDay(sql`l.created_at`)}, 0, 1, 0
        from publication_likes l join users u on u.id = l.user_id
        where l.publication_id = ${id} and ${reader}
      union all select ${moscowDay(sql`c.created_at`)}, 0, 0, 1
        from comments c join users u on u.id = c.author_id
        where c.publication_id = ${id} and ${reader}
    )
    select to_char(day, 'YYYY-MM-DD') as day, sum(views)::int as views, sum(likes)::int as likes,
      sum(comments)::int as comments
    from events where day between ${days.from}::date and ${days.to}::date
    group by day order by day`,
  );
}

/** A not-viewed user's row. */
export interface NotViewedRow {
  pk: number;
  first_name: string;
  last_name: string;
  avatar_url: string;
  flow_title: string;
}

function notViewedWhere(facts: ReachFacts, search: string): SQL {
  return sql`${inAudience(facts.audience)}
    and u.id not in ${viewersOf(facts.audience.publicationId)} and ${nameContains('u', search)}`;
}

/**
 * The audience without a view, by last name, first name and id: a page of it, or (without
 * `page`) all of it.
 */
export async function findNotViewed(
  db: Db,
  facts: ReachFacts,
  search: string,
  page?: { offset: number; limit: number },
): Promise<NotViewedRow[]> {
  return queryShapedRows<NotViewedRow>(
    db,
    sql`select u.id as pk, u.first_name, u.last_name, u.avatar_url,
      coalesce(f.name, '') as flow_title
    from users u left join flows f on f.id = u.current_flow_id
    where ${notViewedWhere(facts, search)}
    order by u.last_name, u.first_name, u.id
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

/** How many of the audience without a view match the name search. */
export async function countNotViewed(db: Db, facts: ReachFacts, search: string): Promise<number> {
  const [row] = await queryShapedRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from users u where ${notViewedWhere(facts, search)}`,
  );
  return row?.count ?? 0;
}
