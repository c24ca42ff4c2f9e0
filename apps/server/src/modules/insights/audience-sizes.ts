import type { ListReach } from '@app/contract';
import type { Db } from '../../db/client.ts';
import { createSharedCache } from '../../runtime/shared-cache.ts';
import type { AudienceFacts } from '../../db/publication-audience.ts';
import {
  countAudienceViewers,
  findAudienceSizes,
  findPageAudiences,
  type AudienceSizes,
} from './audience-sizes-repo.ts';

/**
 * The size of a publication's audience from the readers grouped by flow, by the rules of
 * `inAudience`: a lesson's flow members (paid ones in the psychology group) while its section is
 * open; any other post's readers of its flows (or of every flow and none), paid ones in the
 * psychology group, without green and UAE flows for a community topic.
 */
export function audienceSize(facts: AudienceFacts, sizes: AudienceSizes): number {
  const count = (group: { users: number; paid: number }) =>
    facts.paidRppOnly ? group.paid : group.users;
  const { lesson } = facts;
  if (lesson) {
    const addressed = facts.forAllFlows || facts.flowIds.includes(lesson.flowId);
    const members = sizes.byMembership.find((group) => group.flow_id === lesson.flowId);
    return lesson.enabled && addressed && members ? count(members) : 0;
  }
  return sizes.byCurrentFlow
    .filter((group) => facts.forAllFlows || facts.flowIds.includes(group.flow_id ?? -1))
    .filter((group) => !(facts.community && group.no_community))
    .reduce((sum, group) => sum + count(group), 0);
}

/** The readers grouped by flow, as fresh as the sizer keeps them. */
export type AudienceSizer = (db: Db) => Promise<AudienceSizes>;

/**
 * Reads the readers grouped by flow (two scans of the users) at most once per `ttlMs` per
 * process: the editor list and the reach page must not rescan 500,000 users on every call.
 * For another `ttlMs` the last sizes answer while one reading refreshes them, so no request
 * waits for the scans once they were read. 0 reads them every time.
 */
export function createAudienceSizer(ttlMs: number): AudienceSizer {
  const kept = createSharedCache<AudienceSizes>(ttlMs, { maxEntries: 1, staleMs: ttlMs });
  return (db) => kept.get('sizes', () => findAudienceSizes(db));
}

/** The editor list's reach column of a page's posts, by publication id. */
export type ListReachOf = (
  db: Db,
  publicationIds: readonly number[],
) => Promise<Map<number, ListReach>>;

/** Posts whose reach column is kept per process. */
const LIST_REACH_KEPT = 5_000;

/**
 * The editor list's reach column: each post's audience sized from the readers grouped by flow
 * and its viewers counted (one statement per post), then kept `ttlMs` per post, so a list page
 * asked again (a search, a refresh every 15 s) costs no statement; the reach page counts exactly.
 */
export function createListReach(ttlMs: number, sizer: AudienceSizer): ListReachOf {
  const kept = new Map<number, { at: number; reach: ListReach }>();
  return async (db, publicationIds) => {
    const now = Date.now();
    const found = new Map<number, ListReach>();
    for (const id of publicationIds) {
      const entry = kept.get(id);
      if (entry && now - entry.at < ttlMs) found.set(id, entry.reach);
    }
    const missing = publicationIds.filter((id) => !found.has(id));
    if (missing.length === 0) return found;
    const audiences = [...(await findPageAudiences(db, missing)).values()];
    const [sizes, viewed] = await Promise.all([sizer(db), countAudienceViewers(db, audiences)]);
    for (const facts of audiences) {
      const id = facts.publicationId;
      const reach = { viewed: viewed.get(id) ?? 0, audience: audienceSize(facts, sizes) };
      found.set(id, reach);
      if (ttlMs > 0) {
        kept.delete(id);
        kept.set(id, { at: now, reach });
      }
    }
    // The oldest entries go first (a Map keeps insertion order).
    for (const id of kept.keys()) {
      if (kept.size <= LIST_REACH_KEPT) break;
      kept.delete(id);
    }
    return found;
  };
}
