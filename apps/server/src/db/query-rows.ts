import { createHash } from 'node:crypto';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

const dialect = new PgDialect();

/**
 * Runs a raw SQL statement and returns its rows. Both drivers answer `{ rows }`, which the
 * driver-neutral Db type cannot express; the caller states the row type.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * Like `queryRows`, for a statement whose text never changes (only its parameters do): on
 * PostgreSQL it runs as the named prepared statement `name`, so each connection plans it once
 * instead of on every call (planning the publication loader costs more than running it).
 * One name must always carry the same text.
 */
export async function queryPreparedRows<T>(db: Db, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result: unknown = await prepared.execute();
  return (result as { rows: T[] }).rows;
}

/**
 * Runs a statement built from a few filter shapes (the feed's id pages, counts, visibility
 * checks) as a prepared statement named after its text: each connection plans each shape once.
 * The values stay parameters, so the number of names is bounded by the shapes, not the inputs.
 * A statement with a text search is planned on every call instead: its best plan depends on how
 * common the words are (walk the date index, or read the text index), which the generic plan
 * PostgreSQL settles on after five calls cannot know (it read every match of a common word).
 */
export async function queryShapedRows<T>(db: Db, query: SQLWrapper): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query.getSQL());
  if (compiled.sql.includes('to_tsquery(')) return queryRows<T>(db, query.getSQL());
  const name = `shape_${createHash('sha1').update(compiled.sql).digest('base64url')}`;
  const prepared = db._.session.prepareQuery(compiled, undefined, name, false);
  const result: unknown = await prepared.execute();
  return (result as { rows: T[] }).rows;
}
