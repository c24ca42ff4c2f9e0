import { sql, type SQL } from 'drizzle-orm';

/**
 * A part of a person's name, found anywhere in "first last" or "last first", any case, of the
 * users row `alias`; '' matches everyone. LIKE's wildcards in the text are taken literally.
 */
export function nameContains(alias: string, search: string): SQL {
  if (search === '') return sql`true`;
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const first = sql.raw(`${alias}.first_name`);
  const last = sql.raw(`${alias}.last_name`);
  return sql`(${first} || ' ' || ${last} ilike ${pattern} or ${last} || ' ' || ${first} ilike ${pattern})`;
}
