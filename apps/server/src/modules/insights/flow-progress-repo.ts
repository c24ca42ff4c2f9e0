import { RPP_GROUP } from '@app/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameContains } from '../../db/name-search.ts';
import { queryRows } from '../../db/query-rows.ts';

export interface FlowRow {
  pk: number;
  name: string;
}

export async function findFlow(db: Db, flowId: number): Promise<FlowRow | undefined> {
  const [row] = await queryRows<FlowRow>(
    db,
    sql`select id as pk, name from flows where id = ${flowId}`,
  );
  return row;
}

/** A section with its clients per bucket of percent_viewed and their average. */
export interface SectionSpreadRow {
  pk: number;
  title: string;
  part: number;
  is_enabled: boolean;
  lessons_count: number;
  histogram: number[];
  average: number;
}

export interface ProgressClientRow {
  pk: number;
  first_name: string;
  last_name: string;
  avatar_url: string;
  procent_passed: number;
  /** percent_viewed of each section, in `sections` order. */
  sections: number[];
}

/**
 * The programme screen's figures (findSectionProgress) for every client of the flow at once:
 * each (client, lesson they may read) pair's i_view from the views grouped by lesson, averaged
 * per section, and over the enabled sections for procent_passed. Set by set: no per-client
 * statement.
 */
function progressCtes(flowId: number): SQL {
  return sql`members as (
      select u.id, u.first_name, u.last_name, u.avatar_url, uf.is_paid_rpp
      from user_flows uf join users u on u.id = uf.user_id
      where uf.flow_id = ${flowId} and not u.is_staff and u.active_content
    ), sections as (
      select fp.id, fp.title, fp.part, fp.sort, fp.is_enabled
      from flow_program_pages fp where fp.flow_id = ${flowId}
    ), lessons as (
      select p.id, p.flow_program_page_id as page_id, coalesce(g.slug = ${RPP_GROUP}, false) as rpp,
        (select count(*) from publication_items i
          where i.publication_id = p.id and i.item_type = 'video_url') as videos
      from publications p left join feed_groups g on g.id = p.feed_group_id
      where p.flow_program_page_id in (select id from sections) and p.status = 'published'
        and (p.for_all_flows or ${flowId} = any(p.flow_ids))
    ), video_views as (
      select iv.user_id, i.publication_id, count(*) as n
      from lessons l
      join publication_items i on i.publication_id = l.id and i.item_type = 'video_url'
      join publication_item_views iv on iv.item_id = i.id
      group by iv.user_id, i.publication_id
    ), marked as (
      select pv.user_id, pv.publication_id from lessons l
      join publication_views pv on pv.publication_id = l.id
    ), pairs as (
      select m.id as user_id, l.page_id,
        case when l.videos > 1 then round(100.0 * coalesce(vv.n, 0) / l.videos)
          when coalesce(vv.n, 0) > 0 or mk.user_id is not null then 100 else 0 end as i_view
      from members m
      join lessons l on not l.rpp or m.is_paid_rpp
      left join video_views vv on vv.user_id = m.id and vv.publication_id = l.id
      left join marked mk on mk.user_id = m.id and mk.publication_id = l.id
    ), per_section as (
      select m.id as user_id, s.id as page_id, s.is_enabled,
        count(p.i_view) as lessons, coalesce(sum(p.i_view), 0) as viewed,
        case when count(p.i_view) = 0 then 0
          else round(sum(p.i_view) / count(p.i_view))::int end as percent
      from members m cross join sections s
      left join pairs p on p.user_id = m.id and p.page_id = s.id
      group by m.id, s.id, s.is_enabled
    ), overall as (
      select m.id as user_id,
        coalesce(round(sum(ps.viewed) filter (where ps.is_enabled)
          / nullif(sum(ps.lessons) filter (where ps.is_enabled), 0))::int, 0) as procent_passed
      from members m left join per_section ps on ps.user_id = m.id
      group by m.id
    )`;
}

/** The flow's sections in display order, each with its clients' spread over the buckets. */
export async function findSectionSpreads(
  db: Db,
  flowId: number,
  buckets: number,
): Promise<SectionSpreadRow[]> {
  return queryRows<SectionSpreadRow>(
    db,
    sql`with ${progressCtes(flowId)}
    select s.id as pk, s.title, s.part::int as part, s.is_enabled,
      (select count(*)::int from lessons l where l.page_id = s.id) as lessons_count,
      array(select (select count(*)::int from per_section ps
          where ps.page_id = s.id and least(ps.percent / ${100 / buckets}, ${buckets - 1}) = b)
        from generate_series(0, ${buckets - 1}) b order by b) as histogram,
      coalesce((select round(avg(ps.percent))::int from per_section ps where ps.page_id = s.id), 0)
        as average
    from sections s order by s.part, s.sort, s.id`,
  );
}

/**
 * The flow's clients matching `search`, lowest procent_passed first, then by name: a page of
 * them, or (without `page`) all of them, with each section's percent_viewed.
 */
export async function findProgressClients(
  db: Db,
  flowId: number,
  search: string,
  page?: { offset: number; limit: number },
): Promise<ProgressClientRow[]> {
  return queryRows<ProgressClientRow>(
    db,
    sql`with ${progressCtes(flowId)}
    select m.id as pk, m.first_name, m.last_name, m.avatar_url, o.procent_passed,
      array(select ps.percent from per_section ps join sections s on s.id = ps.page_id
        where ps.user_id = m.id order by s.part, s.sort, s.id) as sections
    from members m join overall o on o.user_id = m.id
    where ${nameContains('m', search)}
    order by o.procent_passed, m.last_name, m.first_name, m.id
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
}

/** How many clients of the flow match `search`. */
export async function countProgressClients(
  db: Db,
  flowId: number,
  search: string,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from user_flows uf join users m on m.id = uf.user_id
    where uf.flow_id = ${flowId} and not m.is_staff and m.active_content and ${nameContains('m', search)}`,
  );
  return row?.count ?? 0;
}
