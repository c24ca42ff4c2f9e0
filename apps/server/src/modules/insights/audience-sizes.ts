import type { ListReach } from '@app/contract';
import type { Db } from '../../db/client.ts';
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
 * 0 reads them every time.
 */
export function createAudienceSizer(ttlMs: number): AudienceSizer {
  let kept: { at: number; sizes: Promise<AudienceSizes> } | undefined;
  return (db) => {
    if (kept && Date.now() - kept.at < ttlMs) return kept.sizes;
    const sizes = findAudienceSizes(db);
    const entry = { at: Date.now(), sizes };
    kept = entry;
    sizes.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return sizes;
  };
}

/**
 * The editor list's reach column, by publication id: audiences sized from the readers grouped
 * by flow, viewers counted on every call.
 */
export async function findListReach(
  db: Db,
  publicationIds: readonly number[],
  sizer: AudienceSizer,
): Promise<Map<number, ListReach>> {
  const audiences = [...(await findPageAudiences(db, publicationIds)).values()];
  const [sizes, viewed] = await Promise.all([sizer(db), countAudienceViewers(db, audiences)]);
  return new Map(
    audiences.map((facts) => [
      facts.publicationId,
      { viewed: viewed.get(facts.publicationId) ?? 0, audience: audienceSize(facts, sizes) },
    ]),
  );
}
