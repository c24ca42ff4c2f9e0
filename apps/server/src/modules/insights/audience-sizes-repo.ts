import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  findAudienceFactsOf,
  inAudience,
  viewersOf,
  type AudienceFacts,
} from '../../db/publication-audience.ts';
import { queryRows, queryShapedRows } from '../../db/query-rows.ts';

/** Readers (non-staff users with content access) of one flow, or of none (`flow_id` null). */
export interface FlowReaders {
  flow_id: number | null;
  users: number;
  /** Of them, paid for the psychology group on that flow. */
  paid: number;
  /** The flow is green or for the UAE: no community. */
  no_community: boolean;
}

/** What sizes every audience: readers by current flow, and members by flow (for lessons). */
export interface AudienceSizes {
  byCurrentFlow: FlowReaders[];
  byMembership: FlowReaders[];
}

/** Two grouped scans of the users: every audience is a sum of these groups. */
export async function findAudienceSizes(db: Db): Promise<AudienceSizes> {
  const byCurrentFlow = await queryRows<FlowReaders>(
    db,
    sql`select u.current_flow_id as flow_id, count(*)::int as users,
      count(*) filter (where uf.is_paid_rpp)::int as paid,
      coalesce(bool_or(f.is_green or f.for_uae), false) as no_community
    from users u
    left join user_flows uf on uf.user_id = u.id and uf.flow_id = u.current_flow_id
    left join flows f on f.id = u.current_flow_id
    where not u.is_staff and u.active_content
    group by u.current_flow_id`,
  );
  const byMembership = await queryRows<FlowReaders>(
    db,
    sql`select uf.flow_id, count(*)::int as users,
      count(*) filter (where uf.is_paid_rpp)::int as paid, false as no_community
    from user_flows uf join users u on u.id = uf.user_id
    where not u.is_staff and u.active_content
    group by uf.flow_id`,
  );
  return { byCurrentFlow, byMembership };
}

/**
 * Per publication, how many of its audience viewed it: its viewers (through the views' indexes)
 * checked by key against its audience. One statement per publication, each of a few shapes (by
 * the audience's rules) prepared once per connection: planning one statement for a whole page
 * cost more than running it.
 */
export async function countAudienceViewers(
  db: Db,
  audiences: readonly AudienceFacts[],
): Promise<Map<number, number>> {
  const counts = await Promise.all(
    audiences.map(async (facts) => {
      const [row] = await queryShapedRows<{ viewed: number }>(
        db,
        sql`select count(*)::int as viewed from users u
          where u.id in ${viewersOf(facts.publicationId)} and ${inAudience(facts)}`,
      );
      return [facts.publicationId, row?.viewed ?? 0] as const;
    }),
  );
  return new Map(counts);
}

/** The audience facts of each existing publication of the page, by id. */
export function findPageAudiences(
  db: Db,
  publicationIds: readonly number[],
): Promise<Map<number, AudienceFacts>> {
  return findAudienceFactsOf(db, publicationIds);
}
