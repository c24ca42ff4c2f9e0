import { SEARCH_COUNT_LIMIT, type CountByGroup } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupCountScopes } from './publication-filters-repo.ts';
import { canSeeRppGroup } from './publications-policy.ts';
import { countPerScope, countPerScopeUpTo } from './publications-repo.ts';
import { taxonomyIds } from './taxonomy-repo.ts';
import type { Viewer } from './viewer.ts';

/** Visible feed and wiki posts matching `matching`, per group (physical_rpp: 0 unless allowed). */
export async function countByGroup(db: Db, viewer: Viewer, matching: SQL): Promise<CountByGroup> {
  return withZeros(await countPerScope(db, matching, await countedScopes(db, viewer)));
}

/**
 * Like `countByGroup` for the matches of a search in the viewer's `countedScopes`, each group
 * counted up to one more than SEARCH_COUNT_LIMIT: over the limit means "more than" (`cappedCount`).
 */
export async function countSearchMatchesByGroup(
  db: Db,
  matching: SQL,
  scopes: Record<string, SQL>,
): Promise<CountByGroup> {
  return withZeros(await countPerScopeUpTo(db, matching, scopes, SEARCH_COUNT_LIMIT + 1));
}

/** A search count as answered: at most SEARCH_COUNT_LIMIT, and whether more were found. */
export function cappedCount(count: number): { count: number; count_is_capped: boolean } {
  return {
    count: Math.min(count, SEARCH_COUNT_LIMIT),
    count_is_capped: count > SEARCH_COUNT_LIMIT,
  };
}

/** A search's `count_by_group`: each count at most SEARCH_COUNT_LIMIT. */
export function cappedCounts(counts: CountByGroup): CountByGroup {
  return {
    physical_transformation: cappedCount(counts.physical_transformation).count,
    physical_rpp: cappedCount(counts.physical_rpp).count,
    wiki: cappedCount(counts.wiki).count,
  };
}

/** The groups the viewer may see: physical_rpp only for those allowed (others get 0 uncounted). */
export async function countedScopes(db: Db, viewer: Viewer): Promise<Record<string, SQL>> {
  const scopes = groupCountScopes(await taxonomyIds(db));
  const { physical_rpp: _rpp, ...others } = scopes;
  return canSeeRppGroup(viewer) ? scopes : others;
}

/** Counts per group, 0 for a group not counted. */
export function withZeros(counts: Partial<Record<string, number>>): CountByGroup {
  return {
    physical_transformation: counts.physical_transformation ?? 0,
    physical_rpp: counts.physical_rpp ?? 0,
    wiki: counts.wiki ?? 0,
  };
}
