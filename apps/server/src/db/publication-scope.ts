import { sql, type SQL } from 'drizzle-orm';
import { matchesSearch, type SearchRead } from './full-text-search.ts';
import { publications } from './schema.ts';
import { canFilterByFlows, canSeeEverything, canSeeRppGroup, RPP_GROUP } from '@app/contract';

const p = publications;

/** What row scoping needs to know of the reader (a module's Viewer carries it). */
export interface Reader {
  id: number;
  isStaff: boolean;
  /** The current flow; null: only publications for everyone. */
  flowId: number | null;
  isPaidRpp: boolean;
}

/**
 * Row scoping of every publication read (DESIGN §4): staff see everything; a client sees
 * published publications for their current flow (no flows = for everyone), the physical_rpp
 * group only when paid for it. Anything else simply is not there.
 */
export function visibleTo(viewer: Reader): SQL {
  if (canSeeEverything(viewer)) return sql`true`;
  const forFlow = viewer.flowId === null ? sql`false` : sql`${viewer.flowId} = any(${p.flowIds})`;
  const rppAllowed = canSeeRppGroup(viewer)
    ? sql`true`
    : sql`not exists (select 1 from feed_groups g where g.id = ${p.feedGroupId} and g.slug = ${RPP_GROUP})`;
  // for_all_flows and flow_ids (kept by publication_flows' triggers, in the feed index too) spare
  // a probe of publication_flows per row.
  return sql`(${p.status} = 'published' and (${p.forAllFlows} or ${forFlow}) and ${rppAllowed})`;
}

/**
 * `visibleTo` for reading one publication (by id, or through its comments): a programme lesson
 * is readable in every flow the user belongs to, not only the current one, while its section is
 * enabled (a locked section's lessons stay closed), for the lesson's flows or everyone.
 */
export function readableBy(viewer: Reader): SQL {
  if (canSeeEverything(viewer)) return sql`true`;
  const lessonOfMyFlows = sql`exists (select 1 from flow_program_pages fp
      join user_flows uf on uf.flow_id = fp.flow_id and uf.user_id = ${viewer.id}
      where fp.id = ${p.flowProgramPageId} and fp.is_enabled
        and (${p.forAllFlows} or fp.flow_id = any(${p.flowIds}))
        and (uf.is_paid_rpp or not exists (select 1 from feed_groups g
          where g.id = ${p.feedGroupId} and g.slug = ${RPP_GROUP})))`;
  return sql`(case when ${p.flowProgramPageId} is null then ${visibleTo(viewer)}
    else ${p.status} = 'published' and ${lessonOfMyFlows} end)`;
}

/** Staff's flow filter of the feed and wiki: `addressedTo`, ignored for clients. */
export function inFlows(viewer: Reader, flowIds: readonly number[]): SQL {
  return canFilterByFlows(viewer) ? addressedTo(flowIds) : sql`true`;
}

/**
 * Publications addressed to any of the flows (not those for everyone); empty: no condition.
 * Under `visibleTo` a client's flow id only narrows: another flow's finds nothing.
 */
export function addressedTo(flowIds: readonly number[]): SQL {
  if (flowIds.length === 0) return sql`true`;
  return sql`${p.flowIds} && array[${sql.join(
    flowIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::integer[]`;
}

/** Publications carrying any of the tag slugs; no slugs: no condition. */
export function withAnyTag(slugs: readonly string[]): SQL {
  if (slugs.length === 0) return sql`true`;
  return sql`exists (select 1 from publication_feed_tags pt join feed_tags t on t.id = pt.tag_id
    where pt.publication_id = ${p.id} and t.slug in (${sql.join(
      slugs.map((slug) => sql`${slug}`),
      sql`, `,
    )}))`;
}

/**
 * The ids of the publication sections and feed groups by slug. Conditions name them by id, not
 * by `(select id … where slug = …)`: the planner then knows what share of the posts a group
 * holds, and walks its date order for a common search word instead of reading all of it.
 */
export interface TaxonomyIds {
  sections: ReadonlyMap<string, number>;
  groups: ReadonlyMap<string, number>;
}

function hasId(column: typeof p.sectionId | typeof p.feedGroupId, id: number | undefined): SQL {
  return id === undefined ? sql`false` : sql`${column} = ${id}`;
}

/** Publications of the group with this slug; undefined: no condition; unknown slug: none. */
export function inGroup(slug: string | undefined, taxonomy: TaxonomyIds): SQL {
  if (slug === undefined || slug === '') return sql`true`;
  return hasId(p.feedGroupId, taxonomy.groups.get(slug));
}

/** Full-text match of what the user typed, read as `read` says; empty text: no condition. */
export function matchingText(text: string, read: SearchRead = 'index'): SQL {
  return text === '' ? sql`true` : matchesSearch(text, read);
}

function inSection(slug: 'feed' | 'topic', taxonomy: TaxonomyIds): SQL {
  return hasId(p.sectionId, taxonomy.sections.get(slug));
}

/** Posts of the feed tabs: feed section, neither wiki posts nor programme lessons. */
export function isFeedPost(taxonomy: TaxonomyIds): SQL {
  return sql`(${inSection('feed', taxonomy)} and ${p.wikiPageId} is null and ${p.flowProgramPageId} is null)`;
}

/** Posts of the wiki (they belong to a wiki page). */
export const isWikiPost: SQL = sql`(${p.wikiPageId} is not null and ${p.flowProgramPageId} is null)`;

/** Community discussions. */
export function isTopic(taxonomy: TaxonomyIds): SQL {
  return inSection('topic', taxonomy);
}

/** All the conditions together. */
export function allOf(...conditions: SQL[]): SQL {
  return sql`(${sql.join(conditions, sql` and `)})`;
}
