import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { queryRows, queryShapedRows } from './query-rows.ts';
import { RPP_GROUP } from '@app/contract';

/** What decides a publication's audience, read once from the publication. */
export interface AudienceFacts {
  publicationId: number;
  /** For every flow (else only for the flows of publication_flows). */
  forAllFlows: boolean;
  /** The flows of publication_flows. */
  flowIds: number[];
  /** In the psychology group: only users paid for it. */
  paidRppOnly: boolean;
  /** A community discussion: hidden from green and UAE flows. */
  community: boolean;
  /** A programme lesson: its flow, and whether its section is open. */
  lesson: { flowId: number; enabled: boolean } | null;
}

/** The audience facts of a publication; undefined when there is no such publication. */
export async function findAudienceFacts(
  db: Db,
  publicationId: number,
): Promise<AudienceFacts | undefined> {
  return (await findAudienceFactsOf(db, [publicationId])).get(publicationId);
}

/** The audience facts of each of the publications that exist, by id. */
export async function findAudienceFactsOf(
  db: Db,
  publicationIds: readonly number[],
): Promise<Map<number, AudienceFacts>> {
  if (publicationIds.length === 0) return new Map();
  const rows = await queryShapedRows<{
    id: number;
    for_all_flows: boolean;
    flow_ids: number[];
    rpp: boolean;
    community: boolean;
    lesson_flow_id: number | null;
    lesson_enabled: boolean | null;
  }>(
    db,
    sql`select p.id, p.for_all_flows, p.flow_ids,
      coalesce(g.slug = ${RPP_GROUP}, false) as rpp,
      coalesce(sec.slug = 'topic', false) as community,
      fp.flow_id as lesson_flow_id, fp.is_enabled as lesson_enabled
    from publications p
    left join feed_groups g on g.id = p.feed_group_id
    left join publicate_sections sec on sec.id = p.section_id
    left join flow_program_pages fp on fp.id = p.flow_program_page_id
    where p.id in (${sql.join(
      publicationIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        publicationId: row.id,
        forAllFlows: row.for_all_flows,
        flowIds: row.flow_ids,
        paidRppOnly: row.rpp,
        community: row.community,
        lesson:
          row.lesson_flow_id === null
            ? null
            : { flowId: row.lesson_flow_id, enabled: row.lesson_enabled === true },
      },
    ]),
  );
}

/**
 * Whether the user `u` (an alias of users) may read the publication once it is published: the
 * rules of `readableBy` (publication-scope.ts) seen from the publication's side, plus the
 * SPA's: no staff, no users without content access, no community for green and UAE flows. The
 * np fan-out sends to exactly these users (with their setting on), and a post's reach counts
 * them.
 */
export function inAudience(facts: AudienceFacts): SQL {
  const id = facts.publicationId;
  const member = sql`not u.is_staff and u.active_content`;
  if (facts.lesson) {
    const { flowId, enabled } = facts.lesson;
    if (!enabled) return sql`false`;
    const lessonForFlow = facts.forAllFlows
      ? sql`true`
      : sql`exists (select 1 from publication_flows pf
          where pf.publication_id = ${id} and pf.flow_id = ${flowId})`;
    return sql`(${member} and ${lessonForFlow} and exists (select 1 from user_flows uf
      where uf.user_id = u.id and uf.flow_id = ${flowId}
        ${facts.paidRppOnly ? sql`and uf.is_paid_rpp` : sql``}))`;
  }
  const inFlows = facts.forAllFlows
    ? sql`true`
    : sql`u.current_flow_id in (select pf.flow_id from publication_flows pf
        where pf.publication_id = ${id})`;
  const paid = facts.paidRppOnly
    ? sql`exists (select 1 from user_flows uf where uf.user_id = u.id
        and uf.flow_id = u.current_flow_id and uf.is_paid_rpp)`
    : sql`true`;
  const seesCommunity = facts.community
    ? sql`not exists (select 1 from flows f
        where f.id = u.current_flow_id and (f.is_green or f.for_uae))`
    : sql`true`;
  return sql`(${member} and ${inFlows} and ${paid} and ${seesCommunity})`;
}

/** A bounded range of user ids, both ends included. */
export interface UserIdRange {
  from: number;
  to: number;
}

/**
 * The users' ids cut into ranges of `size`: a statement over all users of a large audience
 * (500,000) would run past the query timeout, one per range stays well inside it. The ranges
 * are aligned on multiples of `size` (1–size, size+1–2·size…), so that two fan-outs of the same
 * size cut the users alike and can lock a range as one (see `lockNewPublicationRange`).
 */
export async function userIdRanges(db: Db, size: number): Promise<UserIdRange[]> {
  const [range] = await queryRows<{ first: number | null; last: number | null }>(
    db,
    sql`select min(id) as first, max(id) as last from users`,
  );
  if (range?.first == null || range.last == null) return [];
  const ranges: UserIdRange[] = [];
  for (
    let from = Math.floor((range.first - 1) / size) * size + 1;
    from <= range.last;
    from += size
  ) {
    ranges.push({ from, to: from + size - 1 });
  }
  return ranges;
}

/**
 * Whether any of the notice_settings columns (alias `s`, left-joined: no row means every notice
 * on) lets a notice through.
 */
export function anySettingOn(columns: readonly string[]): SQL {
  if (columns.length === 0) return sql`false`;
  return sql.join(
    columns.map((column) => sql`coalesce(s.${sql.identifier(column)}, true)`),
    sql` or `,
  );
}

/**
 * The ids of the users who viewed the publication (`user_id` rows): marked it viewed, or one of
 * its videos (either counts as a view, as the reader's "viewed" mark does).
 */
export function viewersOf(publicationId: number): SQL {
  return sql`(select pv.user_id from publication_views pv where pv.publication_id = ${publicationId}
    union select iv.user_id from publication_item_views iv
      join publication_items i on i.id = iv.item_id where i.publication_id = ${publicationId})`;
}
