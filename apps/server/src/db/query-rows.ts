import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Runs a raw SQL statement and returns its rows. Both drivers answer `{ rows }`, which the
 * driver-neutral Db type cannot express; the caller states the row type.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
