import type { EditorListOrdering } from '@app/contract';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { matchesSearch } from '../../db/full-text-search.ts';
import { queryRows } from '../../db/query-rows.ts';
import { addressedTo } from '../../db/publication-scope.ts';
import {
  feedGroups,
  feedTags,
  flowProgramPages,
  flows,
  publicateSections,
  publications,
  wikiPages,
} from '../../db/schema.ts';
import {
  editorStatus,
  moscowText,
  nextActivation,
  releaseDate,
  statusConditions,
} from './editor-status-repo.ts';

const p = publications;

/** Filters of the editor list (each given list matches any of its ids). */
export interface EditorListFilter {
  search: string;
  statuses: (keyof typeof statusConditions)[];
  /** Moscow-day bounds [from, to) of the release date. */
  from: Date | null;
  to: Date | null;
  flows: number[];
  feedGroups: number[];
  feedTags: number[];
  sections: number[];
}

function ids(values: readonly number[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

function listConditions(filter: EditorListFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.search) parts.push(matchesSearch(filter.search));
  if (filter.statuses.length > 0) {
    parts.push(
      sql`(${sql.join(
        filter.statuses.map((status) => statusConditions[status]),
        sql` or `,
      )})`,
    );
  }
  if (filter.from) parts.push(sql`${releaseDate} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`${releaseDate} < ${filter.to.toISOString()}::timestamptz`);
  if (filter.flows.length > 0) parts.push(addressedTo(filter.flows));
  if (filter.feedTags.length > 0) {
    parts.push(sql`exists (select 1 from publication_feed_tags pt
      where pt.publication_id = ${p.id} and pt.tag_id in (${ids(filter.feedTags)}))`);
  }
  if (filter.feedGroups.length > 0)
    parts.push(sql`${p.feedGroupId} in (${ids(filter.feedGroups)})`);
  if (filter.sections.length > 0) parts.push(sql`${p.sectionId} in (${ids(filter.sections)})`);
  return sql.join(parts, sql` and `);
}

/** A title in both languages (the English one may be empty). */
export interface BothTitles {
  title: string;
  titleEn: string;
}

export interface EditorListRowData {
  pk: number;
  title: string;
  fix: boolean;
  status: string;
  activate_event_date: string | null;
  pub_start_date: string | null;
  feed_group: BothTitles | null;
  flows_title_list: string[];
  sections: BothTitles[];
  feed_tags: BothTitles[];
}

/**
 * How many publications match the editor list's filters, counted up to `limit`: a count past it
 * means "more than the limit" (the scan stops there).
 */
export async function countEditorList(
  db: Db,
  filter: EditorListFilter,
  limit: number,
): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (
      select 1 from ${p} where ${listConditions(filter)} limit ${limit + 1}
    ) matched`,
  );
  return row?.count ?? 0;
}

/**
 * Title sort key: case folded, ё read as е, compared by code point (the same order on every
 * database, whatever its collation; Russian letters are in alphabetical order there).
 */
const titleKey = sql`replace(lower(${p.title}), 'ё', 'е') collate "C"`;

/** ORDER BY of each list ordering; the id breaks ties so pages never overlap. */
const listOrder: Record<EditorListOrdering, SQL> = {
  '-created': sql`${p.id} desc`,
  release_date: sql`${releaseDate} asc nulls last, ${p.id} asc`,
  '-release_date': sql`${releaseDate} desc nulls last, ${p.id} desc`,
  title: sql`${titleKey} asc, ${p.id} asc`,
  '-title': sql`${titleKey} desc, ${p.id} desc`,
};

/** `{title, titleEn}` of the row aliased `alias`, as JSON. */
const bothTitles = (alias: string): SQL =>
  sql.raw(`json_build_object('title', ${alias}.title, 'titleEn', ${alias}.title_en)`);

/** One page of the editor list in the given order (default: newest created first). */
export function findEditorListPage(
  db: Db,
  filter: EditorListFilter,
  ordering: EditorListOrdering,
  limit: number,
  offset: number,
): Promise<EditorListRowData[]> {
  return queryRows<EditorListRowData>(
    db,
    sql`select ${p.id} as pk, ${p.title} as title, ${p.fix} as fix,
        ${editorStatus} as status,
        ${moscowText(nextActivation)} as activate_event_date,
        ${moscowText(sql`${p.pubStartDate}`)} as pub_start_date,
        (select ${bothTitles('g')} from feed_groups g where g.id = ${p.feedGroupId}) as feed_group,
        coalesce((select json_agg(f.name order by f.name) from publication_flows pf
          join flows f on f.id = pf.flow_id where pf.publication_id = ${p.id}), '[]'::json)
          as flows_title_list,
        coalesce((select json_agg(${bothTitles('s')}) from publicate_sections s
          where s.id = ${p.sectionId}), '[]'::json) as sections,
        coalesce((select json_agg(${bothTitles('t')} order by t.sort, t.id)
          from publication_feed_tags pt join feed_tags t on t.id = pt.tag_id
          where pt.publication_id = ${p.id}), '[]'::json) as feed_tags
      from ${p}
      where ${listConditions(filter)}
      order by ${listOrder[ordering]}
      limit ${limit} offset ${offset}`,
  );
}

/** Options of the editor's selects (taxonomy with both titles). */
export async function findEditorParams(db: Db) {
  const [sections, groups, wiki, flowRows, pages, tags] = await Promise.all([
    db
      .select({
        pk: publicateSections.id,
        title: publicateSections.title,
        titleEn: publicateSections.titleEn,
      })
      .from(publicateSections)
      .orderBy(asc(publicateSections.id)),
    db
      .select({ pk: feedGroups.id, title: feedGroups.title, titleEn: feedGroups.titleEn })
      .from(feedGroups)
      .orderBy(asc(feedGroups.sort), asc(feedGroups.id)),
    db
      .select({ pk: wikiPages.id, title: wikiPages.title, titleEn: wikiPages.titleEn })
      .from(wikiPages)
      .orderBy(asc(wikiPages.sort), asc(wikiPages.id)),
    db.select({ pk: flows.id, title: flows.name }).from(flows).orderBy(asc(flows.id)),
    db
      .select({
        pk: flowProgramPages.id,
        title: sql<string>`${flows.name} || ': ' || ${flowProgramPages.title}`,
      })
      .from(flowProgramPages)
      .innerJoin(flows, eq(flows.id, flowProgramPages.flowId))
      .orderBy(
        asc(flowProgramPages.flowId),
        asc(flowProgramPages.part),
        asc(flowProgramPages.sort),
        asc(flowProgramPages.id),
      ),
    db
      .select({ pk: feedTags.id, title: feedTags.title, titleEn: feedTags.titleEn })
      .from(feedTags)
      .orderBy(asc(feedTags.sort), asc(feedTags.id)),
  ]);
  return { sections, groups, wiki, flows: flowRows, pages, tags };
}
