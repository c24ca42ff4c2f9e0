import { sql, type SQL } from 'drizzle-orm';
import { publications } from '../../db/schema.ts';

const p = publications;

/** Moscow wall time 'YYYY-MM-DDTHH:mm' of a timestamptz (Moscow is UTC+3 all year). */
export function moscowText(value: SQL): SQL<string | null> {
  return sql<
    string | null
  >`to_char((${value}) at time zone 'UTC' + interval '3 hours', 'YYYY-MM-DD"T"HH24:MI')`;
}

/** The publication's next pending activation (timestamptz), or null. */
export const nextActivation = sql`(select min(si.event_date) from schedule_items si
  where si.publication_id = ${p.id} and si.state = 'pending' and si.event = 'activation')`;

/** The release date: pub_start_date, or for a post never published its next pending activation. */
export const releaseDate = sql`coalesce(${p.pubStartDate}, ${nextActivation})`;

const hasPendingActivation = sql`exists (select 1 from schedule_items si
  where si.publication_id = ${p.id} and si.state = 'pending' and si.event = 'activation')`;

/** DESIGN §4: delayed = not published and a pending activation is scheduled. */
export const editorStatus = sql<string>`case
  when ${p.status} = 'published' then 'published'
  when ${hasPendingActivation} then 'delayed'
  else ${p.status} end`;

/** The status tab conditions of the editor list. */
export const statusConditions = {
  published: sql`${p.status} = 'published'`,
  delayed: sql`(${p.status} <> 'published' and ${hasPendingActivation})`,
  draft: sql`(${p.status} = 'draft' and not ${hasPendingActivation})`,
  deactivated: sql`(${p.status} = 'deactivated' and not ${hasPendingActivation})`,
};
