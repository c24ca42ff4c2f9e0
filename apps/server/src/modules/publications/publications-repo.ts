import { LIST_PAGE_SIZE, type FeedOrdering } from '@app/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  matchesSearch,
  matchesSearchInTitle,
  titleMatchImpliesMatch,
  type SearchRead,
} from '../../db/full-text-search.ts';
import { readableBy } from '../../db/publication-scope.ts';
import { queryPreparedRows, queryShapedRows } from '../../db/query-rows.ts';
import { favoritesVersions, publicationFavorites, publications } from '../../db/schema.ts';
import { pageOffset } from './pagination.ts';
import type { Viewer } from './viewer.ts';

const p = publications;

/** One page of ids and whether rows follow it. */
export interface IdPage {
  ids: number[];
  hasNext: boolean;
}

/** The page of the first LIST_PAGE_SIZE ids; one more row fetched means a next page exists. */
function pageOf(rows: ReadonlyArray<{ id: number }>): IdPage {
  return {
    ids: rows.slice(0, LIST_PAGE_SIZE).map((row) => row.id),
    hasNext: rows.length > LIST_PAGE_SIZE,
  };
}

const newestFirst = [desc(p.pubStartDate), desc(p.id)];

/** ORDER BY of a feed ordering; ties fall back to newest first. */
export function feedOrder(ordering: FeedOrdering): SQL[] {
  switch (ordering) {
    case 'pub_start_date':
      return [asc(p.pubStartDate), asc(p.id)];
    case '-like_count':
      return [desc(p.likeCount), ...newestFirst];
    case '-comments_count':
      return [desc(p.commentsCount), ...newestFirst];
    default:
      return newestFirst;
  }
}

/** ORDER BY of topic lists: newest created, or latest discussion first. */
export function topicOrder(ordering: '' | '-last_comment_date'): SQL[] {
  if (ordering === '-last_comment_date') {
    return [sql`${p.lastCommentDate} desc nulls last`, desc(p.createdAt), desc(p.id)];
  }
  return [desc(p.createdAt), desc(p.id)];
}

/** A page of publication ids matching `where` (no total counted: see `IdPage`). */
export async function findIdPage(db: Db, where: SQL, order: SQL[], page: number): Promise<IdPage> {
  return pageOf(await selectIds(db, where, order, LIST_PAGE_SIZE + 1, pageOffset(page)));
}

/** Up to `limit` publication ids matching `where`, in order. */
export async function findIds(db: Db, where: SQL, order: SQL[], limit: number): Promise<number[]> {
  const rows = await selectIds(db, where, order, limit, 0);
  return rows.map((row) => row.id);
}

function selectIds(db: Db, where: SQL, order: SQL[], limit: number, offset: number) {
  return queryShapedRows<{ id: number }>(
    db,
    db
      .select({ id: p.id })
      .from(p)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  );
}

/** A page of the ids in `scope` matching the search `text`, best first (`findBestMatchIds`). */
export async function findBestMatchPage(
  db: Db,
  scope: SQL,
  text: string,
  page: number,
): Promise<IdPage> {
  const ids = await findBestMatchIds(db, scope, { text }, LIST_PAGE_SIZE + 1, pageOffset(page));
  return pageOf(ids.map((id) => ({ id })));
}

/**
 * Up to `limit` ids in `scope` matching the search `text` (its matches read as `search.read`
 * says), best first: the posts whose title alone matches the whole query, then the others, each
 * newest first. Each tier takes only its newest `offset + limit` rows, so PostgreSQL walks the
 * date index for a common word and a text index for a rare one instead of scoring every match.
 * The title tier asks for the title match alone where it implies the whole text's: asked for
 * both, the planner took them for independent and expected too few rows to walk for.
 */
export async function findBestMatchIds(
  db: Db,
  scope: SQL,
  search: { text: string; read?: SearchRead },
  limit: number,
  offset = 0,
): Promise<number[]> {
  const matches = matchesSearch(search.text, search.read);
  const inTitle = matchesSearchInTitle(search.text);
  const titleTier = titleMatchImpliesMatch(search.text) ? inTitle : sql`${matches} and ${inTitle}`;
  const tier = (rank: number, condition: SQL) => sql`(
    select ${p.id} as id, ${sql.raw(String(rank))} as tier, ${p.pubStartDate} as date from ${p}
    where ${scope} and ${condition}
    order by ${p.pubStartDate} desc, ${p.id} desc limit ${offset + limit})`;
  const rows = await queryShapedRows<{ id: number }>(
    db,
    sql`select id from (${tier(0, titleTier)} union all ${tier(
      1,
      sql`${matches} and not (${inTitle})`,
    )}) hits
      order by tier, date desc, id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => row.id);
}

/** A page of the user's favorites matching `where`, most recently added first. */
export async function findFavoriteIdPage(
  db: Db,
  userId: number,
  where: SQL,
  page: number,
): Promise<IdPage> {
  const rows = await db
    .select({ id: p.id })
    .from(publicationFavorites)
    .innerJoin(p, eq(p.id, publicationFavorites.publicationId))
    .where(and(eq(publicationFavorites.userId, userId), where))
    .orderBy(desc(publicationFavorites.createdAt), desc(p.id))
    .limit(LIST_PAGE_SIZE + 1)
    .offset(pageOffset(page));
  return pageOf(rows);
}

/** The user's favorites version (see `favoritesVersions`): it moves whenever they change. */
export async function readFavoritesVersion(db: Db, userId: number): Promise<number> {
  const [row] = await queryPreparedRows<{ version: number }>(
    db,
    'favorites-version',
    sql`select coalesce((select ${favoritesVersions.version} from ${favoritesVersions}
      where ${favoritesVersions.userId} = ${userId}), 0) as version`,
  );
  return row?.version ?? 0;
}

/**
 * How many rows matching `where` fall in each scope, in one pass: one `count(*) filter (…)` per
 * scope over the rows in any of them.
 */
export async function countPerScope<K extends string>(
  db: Db,
  where: SQL,
  scopes: Readonly<Record<K, SQL>>,
): Promise<Record<K, number>> {
  const entries = Object.entries<SQL>(scopes) as Array<[K, SQL]>;
  const counts = entries.map(
    ([, scope], index) => sql`count(*) filter (where ${scope}) as ${sql.raw(`c${index}`)}`,
  );
  const [row] = await queryShapedRows<CountsRow>(
    db,
    sql`select ${sql.join(counts, sql`, `)} from ${p}
      where ${where} and (${sql.join(
        entries.map(([, scope]) => scope),
        sql` or `,
      )})`,
  );
  return countsOf(entries, row);
}

/**
 * Like `countPerScope`, but each scope's count stops at `limit` rows, taken newest first: a
 * common word walks the date index for `limit` rows instead of reading every match.
 */
export async function countPerScopeUpTo<K extends string>(
  db: Db,
  where: SQL,
  scopes: Readonly<Record<K, SQL>>,
  limit: number,
): Promise<Record<K, number>> {
  const entries = Object.entries<SQL>(scopes) as Array<[K, SQL]>;
  const counts = entries.map(
    ([, scope], index) => sql`(select count(*) from (
      select 1 from ${p} where ${where} and ${scope}
      order by ${p.pubStartDate} desc, ${p.id} desc limit ${limit}) counted
    ) as ${sql.raw(`c${index}`)}`,
  );
  const [row] = await queryShapedRows<CountsRow>(db, sql`select ${sql.join(counts, sql`, `)}`);
  return countsOf(entries, row);
}

type CountsRow = Record<string, number | string>;

/** The counts `c0`, `c1` … of a row, by the keys of their scopes. */
function countsOf<K extends string>(entries: Array<[K, SQL]>, row: CountsRow | undefined) {
  return Object.fromEntries(
    entries.map(([key], index) => [key, Number(row?.[`c${index}`] ?? 0)]),
  ) as Record<K, number>;
}

/** The publication's id when the viewer may read it, else undefined. */
export async function findVisibleId(
  db: Db,
  id: number,
  viewer: Viewer,
): Promise<number | undefined> {
  const [row] = await queryShapedRows<{ id: number }>(
    db,
    db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.id, id), readableBy(viewer)))
      .limit(1),
  );
  return row?.id;
}

/** The list facts of the topics `ids` (any order). */
export function findTopicRows(db: Db, ids: readonly number[]) {
  return db
    .select({
      id: p.id,
      title: p.title,
      previewText: p.previewText,
      previewImage: p.previewImage,
      commentsCount: p.commentsCount,
    })
    .from(p)
    .where(inArray(p.id, [...ids]));
}
