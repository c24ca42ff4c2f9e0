import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import type { TaxonomyIds } from '../../db/publication-scope.ts';
import { feedGroups, flows, publicateSections, publications, userFlows } from '../../db/schema.ts';
import { RPP_GROUP } from './publications-policy.ts';

export interface TagUsageRow {
  slug: string;
  title: string;
  title_en: string;
  count: number | string;
  pub_start_date: Date | string | null;
}

/** Every tag with how many publications `where` lets through carry it, and the newest date. */
export function findTagUsage(db: Db, where: SQL): Promise<TagUsageRow[]> {
  return queryRows<TagUsageRow>(
    db,
    sql`select t.slug, t.title, t.title_en, count(${publications.id}) as count,
        max(${publications.pubStartDate}) as pub_start_date
      from feed_tags t
      left join publication_feed_tags pt on pt.tag_id = t.id
      left join ${publications} on ${publications.id} = pt.publication_id and ${where}
      group by t.id, t.slug, t.title, t.title_en, t.sort
      order by t.sort, t.id`,
  );
}

/** Every feed group in display order. */
export function findFeedGroups(db: Db) {
  return db.select().from(feedGroups).orderBy(asc(feedGroups.sort), asc(feedGroups.id));
}

/** Every flow (staff's flow filter). */
export function findAllFlows(db: Db) {
  return db.select({ id: flows.id, name: flows.name }).from(flows).orderBy(asc(flows.id));
}

/** The flows available to the user. */
export function findUserFlows(db: Db, userId: number) {
  return db
    .select({ id: flows.id, name: flows.name })
    .from(userFlows)
    .innerJoin(flows, eq(flows.id, userFlows.flowId))
    .where(eq(userFlows.userId, userId))
    .orderBy(asc(flows.id));
}

/** The feed groups of the slugs, in their display order. */
export function findFeedGroupsBySlug(db: Db, slugs: readonly string[]) {
  return db
    .select()
    .from(feedGroups)
    .where(inArray(feedGroups.slug, [...slugs]))
    .orderBy(asc(feedGroups.sort));
}

const keptTaxonomies = new WeakMap<Db, TaxonomyIds>();
/** The slugs the feed's conditions name (publication-filters-repo.ts). */
const NAMED = { sections: ['feed', 'topic'], groups: ['physical_transformation', RPP_GROUP] };

/**
 * The sections' and feed groups' ids by slug. Only the seed and the bench's generator write
 * them, and a slug keeps its id while servers run (a reset restarts the identities in the same
 * order), so once every slug the feed names is there they are kept for the process's life.
 */
export async function taxonomyIds(db: Db): Promise<TaxonomyIds> {
  const kept = keptTaxonomies.get(db);
  if (kept) return kept;
  const [sections, groups] = await Promise.all([
    db.select({ id: publicateSections.id, slug: publicateSections.slug }).from(publicateSections),
    db.select({ id: feedGroups.id, slug: feedGroups.slug }).from(feedGroups),
  ]);
  const taxonomy = {
    sections: new Map(sections.map((row) => [row.slug, row.id])),
    groups: new Map(groups.map((row) => [row.slug, row.id])),
  };
  const complete =
    NAMED.sections.every((slug) => taxonomy.sections.has(slug)) &&
    NAMED.groups.every((slug) => taxonomy.groups.has(slug));
  if (complete) keptTaxonomies.set(db, taxonomy);
  return taxonomy;
}
